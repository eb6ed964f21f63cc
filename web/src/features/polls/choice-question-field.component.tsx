import { CheckboxField, Fieldset, Radio, RadioGroupField, SelectField, Text } from '@aws-amplify/ui-react';
import type { AnswerValue, PollQuestion } from '../../../../shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { placesLeft } from './answer-messages.js';

const t = pollTexts.answer;

/** One question to answer, with the reader's answer and the places others took. */
export interface AnswerFieldProps {
  question: PollQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string;
  disabled: boolean;
  taken: Record<string, number>;
  /** Options the caller holds already (a full option stays theirs). */
  mine: ReadonlySet<string>;
}

/** A choice to answer: a selection or radio buttons for one option, boxes for several; full limited options disabled. */
export const ChoiceQuestionField = ({
  question,
  label,
  value,
  onChange,
  error,
  disabled,
  taken,
  mine,
}: AnswerFieldProps & { label: string }) => {
  const chosen = Array.isArray(value) ? value : [];
  const optionLabel = (option: PollQuestion['options'][number]) => {
    if (!question.limitedAvailability) return option.label;
    const left = placesLeft(option.availability, taken[option.id]);
    return `${option.label} (${left === 0 && !mine.has(option.id) ? t.fullLabel : t.places(left)})`;
  };
  const full = (id: string) => {
    const option = question.options.find((item) => item.id === id);
    return question.limitedAvailability && !mine.has(id) && option !== undefined && placesLeft(option.availability, taken[id]) === 0;
  };
  if (!question.multiple && question.type === 'select')
    return (
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
          <option key={option.id} value={option.id} disabled={full(option.id)}>
            {optionLabel(option)}
          </option>
        ))}
      </SelectField>
    );
  if (!question.multiple)
    return (
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
          <Radio key={option.id} value={option.id} isDisabled={full(option.id)}>
            {optionLabel(option)}
          </Radio>
        ))}
      </RadioGroupField>
    );
  return (
    <Fieldset legend={label} variation="plain" isDisabled={disabled}>
      {question.hint && <Text fontSize="small">{question.hint}</Text>}
      {question.options.map((option) => (
        <CheckboxField
          key={option.id}
          label={optionLabel(option)}
          name={`${question.id}-${option.id}`}
          checked={chosen.includes(option.id)}
          disabled={full(option.id)}
          onChange={(event) => onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
        />
      ))}
      {error && (
        <Text color="font.error" fontSize="small" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
};
