import { Radio, RadioGroupField, SelectField } from '@aws-amplify/ui-react';
import { pollTexts } from '../../i18n/polls.de.js';
import { FULL_OPTION, type ChoiceFieldProps } from './choice-options.model.js';

const t = pollTexts.answer;

/** One option out of several: a selection ('Bitte auswählen') for a select question, radio buttons otherwise. */
export const SingleChoiceField = ({ question, label, chosen, onChange, error, disabled, options }: ChoiceFieldProps) =>
  question.type === 'select' ? (
    <SelectField
      label={label}
      descriptiveText={question.hint}
      value={chosen[0] ?? ''}
      onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
      hasError={Boolean(error)}
      errorMessage={error}
      isDisabled={disabled}
    >
      <option value="">{t.choose}</option>
      {question.options.map((option) => (
        <option key={option.id} value={option.id} disabled={options.full(option)}>
          {options.label(option)}
        </option>
      ))}
    </SelectField>
  ) : (
    <RadioGroupField
      legend={label}
      descriptiveText={question.hint}
      name={question.id}
      value={chosen[0] ?? ''}
      onChange={(event) => onChange([event.target.value])}
      hasError={Boolean(error)}
      errorMessage={error}
      isDisabled={disabled}
    >
      {question.options.map((option) => (
        <Radio
          key={option.id}
          value={option.id}
          isDisabled={options.full(option)}
          className={options.full(option) ? FULL_OPTION : undefined}
        >
          {options.label(option)}
        </Radio>
      ))}
    </RadioGroupField>
  );
