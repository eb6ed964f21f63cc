import { SelectField, SwitchField, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { OPTION_TEXT_MAX, type OptionDefinition, type OptionKey, type OptionValue } from '@shared/classbook-option-sets.js';
import { classbookTexts as t, optionTexts } from '../../i18n/classbook.de.js';

interface OptionFieldProps {
  optionKey: OptionKey;
  definition: OptionDefinition;
  value: OptionValue | undefined;
  isDisabled: boolean;
  onChange: (value: OptionValue | undefined) => void;
}

/** A text option: edited freely, handed on when the field is left (the rules trim and delete empty text). */
const TextOption = ({ label, value, isDisabled, onChange }: { label: string } & Omit<OptionFieldProps, 'optionKey' | 'definition'>) => {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  return (
    <TextAreaField
      label={label}
      rows={2}
      value={text}
      maxLength={OPTION_TEXT_MAX}
      isDisabled={isDisabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => text.trim() !== (value ?? '') && onChange(text)}
    />
  );
};

/**
 * One option of a student set by its type: a switch (flags without false), yes/no/no answer
 * (flags where false is an answer), a count from 0 to max, or a text.
 */
export const OptionField = ({ optionKey, definition, value, isDisabled, onChange }: OptionFieldProps) => {
  const label = optionTexts[optionKey];
  if (definition.valueType === 'string')
    return <TextOption key={String(value)} label={label} value={value} isDisabled={isDisabled} onChange={onChange} />;
  if (definition.valueType === 'boolean' && definition.withoutFalse)
    return (
      <SwitchField label={label} isChecked={value === true} isDisabled={isDisabled} onChange={(event) => onChange(event.target.checked)} />
    );
  const choices: [string, string][] =
    definition.valueType === 'boolean'
      ? [
          ['true', t.yes],
          ['false', t.no],
        ]
      : Array.from({ length: definition.max ?? 0 }, (_, index) => [String(index + 1), String(index + 1)]);
  return (
    <SelectField
      label={label}
      value={value === undefined ? '' : String(value)}
      isDisabled={isDisabled}
      onChange={({ target }) =>
        onChange(target.value === '' ? undefined : definition.valueType === 'boolean' ? target.value === 'true' : Number(target.value))
      }
    >
      <option value="">{t.noEntry}</option>
      {choices.map(([choice, text]) => (
        <option key={choice} value={choice}>
          {text}
        </option>
      ))}
    </SelectField>
  );
};
