import { TextField } from '@aws-amplify/ui-react';
import { pollTexts as t } from '../../i18n/polls.de.js';
import { isDefaultLabel } from './poll-defaults.js';

/**
 * A required label of the builder (§5): a default label is cleared on focus; empty shows 'Angabe ist
 * notwendig.' and, when the field is left empty, the label falls back to its default `fallback`.
 */
export const LabelField = ({
  label,
  value,
  fallback,
  onChange,
  maxLength,
  testId,
}: {
  label: string;
  value: string;
  fallback: string;
  onChange: (value: string) => void;
  maxLength?: number;
  testId?: string;
}) => (
  <TextField
    label={label}
    value={value}
    maxLength={maxLength}
    onFocus={() => isDefaultLabel(value) && onChange('')}
    onBlur={() => value.trim() === '' && onChange(fallback)}
    onChange={(event) => onChange(event.target.value)}
    hasError={value.trim() === ''}
    errorMessage={t.builder.required_}
    data-testid={testId}
  />
);
