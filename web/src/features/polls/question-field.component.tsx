import { CheckboxField, Fieldset, Heading, Radio, RadioGroupField, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import type { AnswerValue, PollQuestion } from '../../../../shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { placesLeft } from './answer-messages.js';

const t = pollTexts.answer;
const inputTypes = { none: 'text', number: 'text', time: 'time', date: 'date', datetime: 'datetime-local' } as const;

interface Props {
  question: PollQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string;
  disabled: boolean;
  taken: Record<string, number>;
  /** Options the caller holds already (a full option stays theirs). */
  mine: ReadonlySet<string>;
}

/** One question to answer: text by format, a tick, a selection or options (full limited options disabled). */
export const QuestionField = ({ question, value, onChange, error, disabled, taken, mine }: Props) => {
  const label = `${question.label}${question.required ? ' *' : ''}`;
  if (question.type === 'title') return <Heading level={3}>{question.label}</Heading>;
  if (question.type === 'text')
    return (
      <TextField
        label={label}
        descriptiveText={question.hint}
        type={inputTypes[question.format]}
        inputMode={question.format === 'number' ? 'numeric' : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        hasError={Boolean(error)}
        errorMessage={error}
        isDisabled={disabled}
      />
    );
  if (question.type === 'checkbox')
    return (
      <Fieldset legend={label} variation="plain" isDisabled={disabled}>
        <CheckboxField
          label={question.hint || t.yes}
          name={question.id}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          hasError={Boolean(error)}
          errorMessage={error}
        />
      </Fieldset>
    );
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
