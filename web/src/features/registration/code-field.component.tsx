import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type SubmitEvent } from 'react';
import { registrationTexts } from '../../i18n/registration.de.js';

const t = registrationTexts.code;

/**
 * An activation-code input with its button ('hinzufügen' or 'Code prüfen'). `onCode` gets the
 * trimmed code and returns an error text or null; the field clears after success when `clearOnSuccess`.
 */
export const CodeField = ({
  buttonLabel,
  hint,
  disabled = false,
  clearOnSuccess = false,
  onCode,
}: {
  buttonLabel: string;
  hint: string;
  disabled?: boolean;
  clearOnSuccess?: boolean;
  onCode: (code: string) => Promise<string | null>;
}) => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setError(t.required);
      return;
    }
    setBusy(true);
    const message = await onCode(code);
    setBusy(false);
    setError(message);
    if (!message && clearOnSuccess) setValue('');
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="code-form">
      <Text color="font.secondary" marginBottom="small">
        {hint}
      </Text>
      <Flex className="registration-code" gap="small" alignItems="flex-start" wrap="wrap">
        <TextField
          className="registration-code__field"
          label={t.label}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          value={value}
          isReadOnly={disabled}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          hasError={Boolean(error)}
          errorMessage={error ?? undefined}
        />
        <Button type="submit" className="registration-code__button" isDisabled={disabled} isLoading={busy}>
          {buttonLabel}
        </Button>
      </Flex>
    </form>
  );
};
