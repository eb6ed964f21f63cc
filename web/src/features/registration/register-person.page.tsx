import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { registrationTexts } from '../../i18n/registration.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useAuth } from '../auth/index.js';
import { checkCode, describePerson, type CheckedCode } from './check-code.model.js';
import { CodeField } from './code-field.component.js';
import { ConfirmCancelDialog } from './confirm-cancel.dialog.js';
import type { CredentialsFormValues } from './credentials-form.schema.js';
import { CredentialsStep } from './credentials-step.component.js';
import { NoticeStep } from './notice-step.component.js';
import { RegistrationLayout } from './registration-layout.component.js';
import { registerPerson } from './registration.api.js';

const t = registrationTexts;

/**
 * /registerTutor and /registerStudent: notice, a single code check, then the credentials. After
 * registering the person is signed in and lands on the start page.
 */
export const RegisterPersonPage = ({ kind }: { kind: 'tutor' | 'student' }) => {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [step, setStep] = useState(0);
  const [checked, setChecked] = useState<CheckedCode | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const leave = () => void navigate('/signUp', { replace: true });
  const cancel = () => (checked ? setConfirmCancel(true) : leave());

  const register = async (values: CredentialsFormValues) => {
    if (!checked) throw new Error('code-invalid');
    await registerPerson(kind, {
      code: checked.code,
      username: values.username,
      password: values.password,
      ...(values.noEmail ? {} : { email: values.email }),
      userInfo: kind === 'tutor' && values.classTeacher ? { groupDisplayName: values.className } : {},
    });
    await signIn(values.username, values.password);
    void navigate('/', { replace: true });
  };

  return (
    <RegistrationLayout title={kind === 'tutor' ? texts.titles.registerTutor : texts.titles.registerStudent} step={step} onCancel={cancel}>
      {step === 0 && <NoticeStep onRegister={() => setStep(1)} />}
      {step === 1 && (
        <Flex direction="column" gap="medium">
          <CodeField
            buttonLabel={t.code.check}
            hint={t.code.hint}
            disabled={Boolean(checked)}
            onCode={async (code) => {
              const result = await checkCode(code, kind);
              if ('error' in result) return result.error;
              setChecked(result.checked);
              return null;
            }}
          />
          {checked && (
            <Alert variation="success" hasIcon={false} data-testid="code-accepted">
              <Text color="inherit">{t.code.accepted}</Text>
              <Text color="inherit" fontWeight="bold">
                {describePerson(checked)}
              </Text>
            </Alert>
          )}
          <Flex gap="small" wrap="wrap">
            <Button onClick={() => setStep(0)}>{t.back}</Button>
            <Button variation="primary" isDisabled={!checked} onClick={() => setStep(2)}>
              {t.next}
            </Button>
          </Flex>
        </Flex>
      )}
      {step === 2 && checked && (
        <Flex direction="column" gap="medium">
          <Text fontWeight="bold">{describePerson(checked)}</Text>
          <CredentialsStep kind={kind} usernamePrefix={checked.displayName.split(' ').at(-1)} onRegister={register} />
        </Flex>
      )}
      <ConfirmCancelDialog open={confirmCancel} onOpenChange={setConfirmCancel} onConfirm={leave} />
    </RegistrationLayout>
  );
};
