import { TextAreaField } from '@aws-amplify/ui-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NOTICE_MAX } from '@shared/schemas/classbook.schema.js';
import { characterLimitText } from '../../i18n/validation.de.js';

interface NoticeFieldProps {
  label: string;
  /** The text typed so far (for the count under the field). */
  value: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The note of an absence or sick note: its limit counted under the field ('max. 500 Zeichen'), the rule's message at it. */
export const NoticeField = ({ label, value, error, registration }: NoticeFieldProps) => (
  <TextAreaField
    label={label}
    rows={2}
    descriptiveText={characterLimitText(value.length, NOTICE_MAX)}
    hasError={Boolean(error)}
    errorMessage={error}
    {...registration}
  />
);
