import { Divider, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { resetPasswordTexts as t } from '../../i18n/auth.de.js';
import { ConfirmResetForm } from './confirm-reset-form.component.js';
import type { LoginType } from './login-form.schema.js';
import { RequestResetForm } from './request-reset-form.component.js';

/**
 * 'Passwort vergessen?': one field by login type, a toggle, the June 2021 note; disabled after
 * success, then the e-mailed code and a new password finish the reset. Mount it only while open,
 * so every opening starts fresh.
 */
export const ResetPasswordDialog = ({ initialType, onClose }: { initialType: LoginType; onClose: () => void }) => {
  const [type, setType] = useState(initialType);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={t.title} testId="reset-password-dialog">
      <Flex direction="column" gap="medium">
        <RequestResetForm
          key={type}
          type={type}
          onToggleType={() => setType(type === 'username' ? 'email' : 'username')}
          onSent={setSentTo}
        />
        {sentTo && (
          <>
            <Divider />
            <ConfirmResetForm login={sentTo} />
          </>
        )}
      </Flex>
    </AppDialog>
  );
};
