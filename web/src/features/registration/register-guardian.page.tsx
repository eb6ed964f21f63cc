import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Snackbar } from '../../components/snackbar.component.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useAuth } from '../auth/index.js';
import type { AddedStudent } from './added-students.component.js';
import { checkCode, describePerson } from './check-code.js';
import { ConfirmCancelDialog } from './confirm-cancel.dialog.js';
import { CredentialsStep } from './credentials-step.component.js';
import type { CredentialsFormValues } from './credentials-form.schema.js';
import { GuardianCodesStep } from './guardian-codes-step.component.js';
import { NoticeStep } from './notice-step.component.js';
import { RegistrationLayout } from './registration-layout.component.js';
import { registerGuardian } from './registration.api.js';

const SupportTicketDialog = lazy(() => import('../support/index.js').then((m) => ({ default: m.SupportTicketDialog })));

const t = registrationTexts;

/**
 * /registerGuardian: notice, then the children's codes one by one (each with 'für dieses Kind
 * sorgeberechtigt'), then the credentials. Cancelling always asks first.
 */
export const RegisterGuardianPage = () => {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [step, setStep] = useState(0);
  const [students, setStudents] = useState<AddedStudent[]>([]);
  const [notice, setNotice] = useState<{ id: number; text: string } | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [dialog, setDialog] = useState<'cancel' | 'help' | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);

  const addCode = async (code: string) => {
    if (students.some((student) => student.code === code.toLowerCase())) return t.code.duplicate;
    const result = await checkCode(code, 'guardian');
    if ('error' in result) return result.error;
    setStudents((current) => [...current, { ...result.checked, legal: false }]);
    setNeedsCode(false);
    setNotice({ id: Date.now(), text: t.code.added });
    return null;
  };

  const register = async (values: CredentialsFormValues) => {
    await registerGuardian({
      codes: students.map((student) => ({ code: student.code, legal: student.legal })),
      username: values.username,
      password: values.password,
      displayName: values.displayName,
      ...(values.noEmail ? {} : { email: values.email }),
    });
    await signIn(values.username, values.password);
    void navigate('/', { replace: true });
  };

  return (
    <RegistrationLayout title={texts.titles.registerGuardian} step={step} onCancel={() => setDialog('cancel')}>
      {step === 0 && <NoticeStep onRegister={() => setStep(1)} />}
      {step === 1 && (
        <GuardianCodesStep
          students={students}
          onStudents={setStudents}
          onCode={addCode}
          needsCode={needsCode}
          onHelp={() => setDialog('help')}
          onBack={() => setStep(0)}
          onNext={() => (students.length > 0 ? setStep(2) : setNeedsCode(true))}
        />
      )}
      {step === 2 && (
        <Flex direction="column" gap="medium">
          <Text>{students.map(describePerson).join(', ')}</Text>
          {students.length > 0 ? (
            <CredentialsStep kind="guardian" onRegister={register} />
          ) : (
            <Alert variation="error" hasIcon={false}>
              {t.code.registerNeedsCode}
            </Alert>
          )}
          <Button alignSelf="flex-start" onClick={() => setStep(1)}>
            {t.back}
          </Button>
        </Flex>
      )}
      <ConfirmCancelDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        onConfirm={() => void navigate('/signUp', { replace: true })}
      />
      <Suspense fallback={null}>{dialog === 'help' && <SupportTicketDialog onClose={() => setDialog(null)} />}</Suspense>
      {notice && (
        <Snackbar key={notice.id} onClose={closeNotice}>
          {notice.text}
        </Snackbar>
      )}
    </RegistrationLayout>
  );
};
