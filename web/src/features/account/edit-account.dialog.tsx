import { Alert, Button, Divider, Flex, Heading, PasswordField, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AVATAR_COUNT } from '../../../../shared/schemas/account.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { InitialsAvatar } from '../../components/initials-avatar.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { changePassword } from '../../lib/auth.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useAuth, useBootstrap } from '../auth/index.js';
import { updateAvatar, updateDisplayName } from './account.api.js';
import { displayNameFormSchema, passwordFormSchema, type DisplayNameFormValues, type PasswordFormValues } from './account-forms.schema.js';
import './account.css';

const { account } = texts;

type Outcome = { ok: true; text: string } | { ok: false; code: string | null } | null;

const OutcomeAlert = ({ outcome }: { outcome: Outcome }) =>
  outcome && (
    <Alert variation={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.ok ? outcome.text : errorText(outcome.code)}
    </Alert>
  );

const AvatarChoice = ({ name, current, onSaved }: { name: string; current?: number; onSaved: () => Promise<unknown> }) => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const choose = async (avatarIndex: number) => {
    try {
      await updateAvatar(avatarIndex);
      await onSaved();
      setOutcome({ ok: true, text: account.avatarSaved });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <fieldset className="avatar-choice">
      <legend className="avatar-choice__legend">{account.avatar}</legend>
      <div className="avatar-choice__grid">
        {Array.from({ length: AVATAR_COUNT }, (_, offset) => offset + 1).map((index) => (
          <label key={index} className="avatar-choice__option">
            <input
              type="radio"
              name="avatar"
              className="visually-hidden"
              checked={current === index}
              onChange={() => void choose(index)}
              aria-label={account.avatarOption(index)}
            />
            <InitialsAvatar name={name} avatarIndex={index} />
          </label>
        ))}
      </div>
      <OutcomeAlert outcome={outcome} />
    </fieldset>
  );
};

const DisplayNameForm = ({ displayName, onSaved }: { displayName: string; onSaved: () => Promise<unknown> }) => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DisplayNameFormValues>({ resolver: zodResolver(displayNameFormSchema), defaultValues: { displayName } });
  const submit = async (values: DisplayNameFormValues) => {
    try {
      await updateDisplayName(values.displayName.trim());
      await onSaved();
      setOutcome({ ok: true, text: account.nameChanged });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)} data-testid="display-name-form">
      <Flex direction="column" gap="small">
        <TextField
          label={account.displayName}
          autoComplete="nickname"
          hasError={Boolean(errors.displayName)}
          errorMessage={errors.displayName?.message}
          {...register('displayName', { onChange: () => setOutcome(null) })}
        />
        <OutcomeAlert outcome={outcome} />
        <Button type="submit" alignSelf="flex-start" isLoading={isSubmitting}>
          {account.saveName}
        </Button>
      </Flex>
    </form>
  );
};

const PasswordForm = () => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = async ({ currentPassword, newPassword }: PasswordFormValues) => {
    try {
      await changePassword(currentPassword, newPassword);
      resetField('currentPassword');
      resetField('newPassword');
      setOutcome({ ok: true, text: account.passwordChanged });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)} data-testid="password-form">
      <Flex direction="column" gap="small">
        <Heading level={3} fontSize="medium" fontWeight="bold">
          {account.passwordHeading}
        </Heading>
        <PasswordField
          label={account.currentPassword}
          autoComplete="current-password"
          hasError={Boolean(errors.currentPassword)}
          errorMessage={errors.currentPassword?.message}
          {...register('currentPassword', { onChange: () => setOutcome(null) })}
        />
        <PasswordField
          label={account.newPassword}
          autoComplete="new-password"
          hasError={Boolean(errors.newPassword)}
          errorMessage={errors.newPassword?.message}
          {...register('newPassword', { onChange: () => setOutcome(null) })}
        />
        <OutcomeAlert outcome={outcome} />
        <Button type="submit" alignSelf="flex-start" isLoading={isSubmitting}>
          {account.savePassword}
        </Button>
      </Flex>
    </form>
  );
};

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
