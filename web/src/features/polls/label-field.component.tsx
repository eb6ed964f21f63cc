import { TextField } from '@aws-amplify/ui-react';
import { pollTexts as t } from '../../i18n/polls.de.js';
import { isDefaultLabel } from './poll-defaults.js';

/** A required label of the builder: a default label is cleared on focus; empty shows 'Angabe ist notwendig.'. */
export const LabelField = ({
  label,
  value,
  onChange,
  maxLength,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  testId?: string;
}) => (
  <TextField
    label={label}
    value={value}
    maxLength={maxLength}
    onFocus={() => isDefaultLabel(value) && onChange('')}
    onChange={(event) => onChange(event.target.value)}
    hasError={value.trim() === ''}
    errorMessage={t.builder.required_}
    data-testid={testId}
  />
);
