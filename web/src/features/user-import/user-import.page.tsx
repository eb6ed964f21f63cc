import { Alert, Button, Card, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { importGroupSchema } from '@shared/schemas/user-import.schema.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Stepper } from '../../components/stepper.component.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';
import { ConfirmDialog } from './confirm.dialog.js';
import { DoneStep } from './done-step.component.js';
import { DuplicatesStep } from './duplicates-step.component.js';
import { ExistingStep } from './existing-step.component.js';
import { ImportFileStep } from './import-file-step.component.js';
import { SummaryStep } from './summary-step.component.js';
import './user-import.css';
import { useUserImportWizard } from './use-user-import-wizard.hook.js';

type Question = 'cancel' | 'duplicates' | 'create';
const questions: Record<Question, string> = { cancel: t.cancelConfirm, duplicates: t.duplicates.confirm, create: t.summary.confirm };

/**
 * /admin/import 'Benutzer hinzufügen': 1 file (checked in the browser, uploaded, checked again on
 * the server), 2 duplicates, 3 existing users, 4 summary and create, 5 the job's progress. New data
 * (another file) starts again at step 1; 'Abbrechen' asks first.
 */
export const UserImportPage = () => {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const defaultGroup = importGroupSchema.catch('students').parse(search.get('group'));
  const wizard = useUserImportWizard();
  const { step, setStep, upload, keepDuplicates, confirmExisting, restart, create } = wizard;
  const [question, setQuestion] = useState<Question | null>(null);

  const answer = () => {
    setQuestion(null);
    if (question === 'cancel') void navigate('/admin');
    if (question === 'duplicates') setStep(2);
    if (question === 'create') void create();
  };

  return (
    <main className="page" data-testid="user-import-page">
      <PageHeader back="/admin" title={t.title} />
      <Card variation="outlined" className="user-import">
        <Flex direction="column" gap="large">
          <Stepper steps={t.steps} step={step} label={t.stepLabel} />
          {step === 0 && <ImportFileStep key={wizard.attempt} defaultGroup={upload?.group ?? defaultGroup} onUploaded={wizard.uploaded} />}
          {step === 1 && upload && (
            <DuplicatesStep
              check={upload.check}
              keep={keepDuplicates}
              onKeep={wizard.setKeepDuplicates}
              onNext={() => (upload.check.duplicates.length > 0 ? setQuestion('duplicates') : setStep(2))}
            />
          )}
          {step === 2 && upload && (
            <ExistingStep
              check={upload.check}
              confirmed={confirmExisting}
              onConfirm={wizard.setConfirmExisting}
              onNext={() => setStep(3)}
            />
          )}
          {step === 3 && upload && <SummaryStep upload={upload} onCreate={() => setQuestion('create')} />}
          {step === 4 && upload && <DoneStep importId={upload.importId} onAnother={restart} />}
          {wizard.failure && <Alert variation="error">{wizard.failure}</Alert>}
          {step < 4 && (
            <Flex gap="small" wrap="wrap">
              {step > 0 && <Button onClick={restart}>{t.newData}</Button>}
              <Button variation="link" onClick={() => setQuestion('cancel')}>
                {t.cancel}
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
      <ConfirmDialog question={question && questions[question]} onClose={() => setQuestion(null)} onConfirm={answer} />
    </main>
  );
};
