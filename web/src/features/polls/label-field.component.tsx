import { TextField } from '@aws-amplify/ui-react';
import { pollTexts as t } from '../../i18n/polls.de.js';
import { issueMessage } from './builder-messages.model.js';
import { isDefaultLabel } from './poll-defaults.model.js';

/**
 * A required label of the builder (§5): a default label is cleared on focus; empty shows 'Angabe ist
 * notwendig.' and, when the field is left empty, the label falls back to its default `fallback`.
 * Longer than `max` says so at once ('Der Titel darf höchstens 200 Zeichen lang sein.'); `error` is
 * the form's message after a refused save.
 */
export const LabelField = ({
  label,
  path,
  value,
  fallback,
  max,
  error,
  onChange,
  testId,
}: {
  label: string;
  /** The field's path in the poll content (`label`, `sections.0.label`, …): names it in the messages. */
  path: string;
  value: string;
  fallback: string;
  max: number;
  error?: string;
  onChange: (value: string) => void;
  testId?: string;
}) => {
  const message = value.trim() === '' ? t.builder.required_ : value.trim().length > max ? issueMessage(path, 'too_long', max) : error;
  return (
    <TextField
      label={label}
      value={value}
      onFocus={() => isDefaultLabel(value) && onChange('')}
      onBlur={() => value.trim() === '' && onChange(fallback)}
      onChange={(event) => onChange(event.target.value)}
      hasError={Boolean(message)}
      errorMessage={message}
      data-testid={testId}
    />
  );
};
