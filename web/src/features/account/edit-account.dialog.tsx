import { Divider, Flex, Text } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { accountTexts as account } from '../../i18n/account.de.js';
import { useAuth, useBootstrap } from '../auth/index.js';
import { AvatarChoice } from './avatar-choice.component.js';
import { DisplayNameForm } from './display-name-form.component.js';
import { PasswordForm } from './password-form.component.js';

/** 'Konto bearbeiten': avatar, login ID, display name (not for students) and password. */
export const EditAccountDialog = ({ onClose }: { onClose: () => void }) => {
  const { user } = useBootstrap();
  const { loadSession } = useAuth();
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={account.title} testId="edit-account-dialog">
      <Flex direction="column" gap="medium">
        <AvatarChoice name={user.displayName} current={user.userInfo.avatarIndex} onSaved={loadSession} />
        <Flex direction="column" gap="xxxs">
          <Text fontSize="small" color="font.secondary">
            {account.loginId}
          </Text>
          <Text fontWeight="bold" data-testid="account-login-id">
            {user.username}
          </Text>
        </Flex>
        {user.role !== 'student' && <DisplayNameForm displayName={user.displayName} onSaved={loadSession} />}
        <Divider />
        <PasswordForm />
      </Flex>
    </AppDialog>
  );
};
