import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Snackbar } from '../../components/snackbar.component.js';
import { texts } from '../../i18n/texts.de.js';
import { ConfirmCancelDialog } from './confirm-cancel.dialog.js';
import { GuardianCodesStep } from './guardian-codes-step.component.js';
import { GuardianCredentialsStep } from './guardian-credentials-step.component.js';
import { NoticeStep } from './notice-step.component.js';
import { RegistrationLayout } from './registration-layout.component.js';
import { useGuardianRegistration } from './use-guardian-registration.hook.js';

const SupportTicketDialog = lazy(() => import('../support/index.js').then((m) => ({ default: m.SupportTicketDialog })));

/**
 * /registerGuardian: notice, then the children's codes one by one (each with 'für dieses Kind
 * sorgeberechtigt'), then the credentials. Cancelling always asks first.
 */
export const RegisterGuardianPage = () => {
  const navigate = useNavigate();
  const { students, setStudents, notice, closeNotice, needsCode, setNeedsCode, addCode, register } = useGuardianRegistration();
  const [step, setStep] = useState(0);
  const [dialog, setDialog] = useState<'cancel' | 'help' | null>(null);
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
      {step === 2 && <GuardianCredentialsStep students={students} onRegister={register} onBack={() => setStep(1)} />}
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
