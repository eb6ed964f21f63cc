import { Alert, Button, Card, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { importGroupSchema } from '../../../../shared/schemas/user-import.schema.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Stepper } from '../../components/stepper.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { ConfirmDialog } from './confirm.dialog.js';
import { DoneStep } from './done.step.js';
import { ImportFileStep, type UploadedImport } from './import-file.step.js';
import { DuplicatesStep } from './duplicates.step.js';
import { ExistingStep } from './existing.step.js';
import { SummaryStep } from './summary.step.js';
import './user-import.css';
import { startUserImport } from './user-import.api.js';

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
  const [step, setStep] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [upload, setUpload] = useState<UploadedImport | null>(null);
  const [keepDuplicates, setKeepDuplicates] = useState(false);
  const [confirmExisting, setConfirmExisting] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const restart = () => {
    setUpload(null);
    setKeepDuplicates(false);
    setConfirmExisting(false);
    setFailure(null);
    setAttempt((count) => count + 1);
    setStep(0);
  };

  const create = async () => {
    if (!upload) return;
    setFailure(null);
    try {
      await startUserImport(upload.importId, { keepDuplicates, confirmExisting });
      setStep(4);
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    }
  };

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
          {step === 0 && (
            <ImportFileStep
              key={attempt}
              defaultGroup={upload?.group ?? defaultGroup}
              onUploaded={(uploaded) => {
                setUpload(uploaded);
                setStep(1);
              }}
            />
          )}
          {step === 1 && upload && (
            <DuplicatesStep
              check={upload.check}
              keep={keepDuplicates}
              onKeep={setKeepDuplicates}
              onNext={() => (upload.check.duplicates.length > 0 ? setQuestion('duplicates') : setStep(2))}
            />
          )}
          {step === 2 && upload && (
            <ExistingStep check={upload.check} confirmed={confirmExisting} onConfirm={setConfirmExisting} onNext={() => setStep(3)} />
          )}
          {step === 3 && upload && <SummaryStep upload={upload} onCreate={() => setQuestion('create')} />}
          {step === 4 && upload && <DoneStep importId={upload.importId} onAnother={restart} />}
          {failure && <Alert variation="error">{failure}</Alert>}
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
