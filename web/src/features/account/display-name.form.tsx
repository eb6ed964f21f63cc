import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { accountTexts as account } from '../../i18n/account.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { updateDisplayName } from './account.api.js';
import { displayNameFormSchema, type DisplayNameFormValues } from './account-forms.schema.js';

/** 'Anzeigename' (not for students): saved trimmed. */
export const DisplayNameForm = ({ displayName, onSaved }: { displayName: string; onSaved: () => Promise<unknown> }) => {
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
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="display-name-form">
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
