import { CheckboxField, Fieldset, Text } from '@aws-amplify/ui-react';
import type { AnswerValue, PollQuestion } from '@shared/schemas/poll.schema.js';
import { choiceOptions, FULL_OPTION, type ChoiceFieldProps } from './choice-options.model.js';
import { SingleChoiceField } from './single-choice-field.component.js';

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

/** Several options: a box per option. */
const MultipleChoiceField = ({ question, label, chosen, onChange, error, disabled, options }: ChoiceFieldProps) => (
  <Fieldset legend={label} variation="plain" isDisabled={disabled}>
    {question.hint && <Text fontSize="small">{question.hint}</Text>}
    {question.options.map((option) => (
      <CheckboxField
        key={option.id}
        label={options.label(option)}
        name={`${question.id}-${option.id}`}
        checked={chosen.includes(option.id)}
        disabled={options.full(option)}
        className={options.full(option) ? FULL_OPTION : undefined}
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
  const props = {
    question,
    label,
    chosen: Array.isArray(value) ? value : [],
    onChange,
    error,
    disabled,
    options: choiceOptions(question, taken, mine),
  };
  return question.multiple ? <MultipleChoiceField {...props} /> : <SingleChoiceField {...props} />;
};
