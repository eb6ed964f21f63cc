import { TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { timeFieldTexts } from '../i18n/components.de.js';
import { timeOfGermanText } from '../lib/german-date.js';

interface TimeFieldProps {
  label: string;
  /** The time as the schemas keep it (`HH:mm`), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  error?: string;
  testId?: string;
}

/**
 * A time on the 24-hour clock, typed as hh:mm (the browser's own time field would show AM/PM in an
 * English browser). Typing a valid time (or nothing) changes the value; leaving the field shows the
 * value again. Use it with react-hook-form's `Controller`, next to the DateField.
 */
export const TimeField = ({ label, value, onChange, isDisabled, error, testId }: TimeFieldProps) => {
  const [text, setText] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    // A value set from outside (a reset) replaces the text unless the text already means it.
    setShownFor(value);
    if (timeOfGermanText(text) !== value) setText(value);
  }
  return (
    <TextField
      label={label}
      value={text}
      placeholder={timeFieldTexts.format}
      inputMode="numeric"
      autoComplete="off"
      isDisabled={isDisabled}
      hasError={Boolean(error)}
      errorMessage={error}
      data-testid={testId}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (typed.trim() === '') onChange('');
        const time = timeOfGermanText(typed);
        if (time) onChange(time);
      }}
      onBlur={() => setText(value)}
    />
  );
};
