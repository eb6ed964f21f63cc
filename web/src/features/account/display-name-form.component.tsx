import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DISPLAY_NAME_MAX, updateDisplayNameBodySchema } from '@shared/schemas/account.schema.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { accountTexts as account } from '../../i18n/account.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import { displayNameFormSchema, displayNameTexts, type DisplayNameFormValues } from './account-forms.schema.js';
import { updateDisplayName } from './account.api.js';

/** 'Anzeigename' (not for students): saved trimmed. */
export const DisplayNameForm = ({ displayName, onSaved }: { displayName: string; onSaved: () => Promise<unknown> }) => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DisplayNameFormValues>({ resolver: germanResolver(displayNameFormSchema, displayNameTexts), defaultValues: { displayName } });
  const typed = useWatch({ control, name: 'displayName' });
  const submit = async (values: DisplayNameFormValues) => {
    try {
      await updateDisplayName(values.displayName.trim());
      await onSaved();
      setOutcome({ ok: true, text: account.nameChanged });
    } catch (error) {
      // E.g. a line break the API refuses: said at the field, the name stays.
      if (!showApiFieldErrors(error, setError, { schema: updateDisplayNameBodySchema }))
        setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="display-name-form">
      <Flex direction="column" gap="small">
        <TextField
          label={account.displayName}
          autoComplete="nickname"
          descriptiveText={characterLimitText(typed.trim().length, DISPLAY_NAME_MAX)}
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
