import { CheckboxField, Fieldset, Heading, TextField } from '@aws-amplify/ui-react';
import { pollTexts } from '../../i18n/polls.de.js';
import { ChoiceQuestionField, type AnswerFieldProps } from './choice-question-field.component.js';

const t = pollTexts.answer;
const inputTypes = { none: 'text', number: 'text', time: 'time', date: 'date', datetime: 'datetime-local' } as const;

/** One question to answer: text by format, a tick, a selection or options (full limited options disabled). */
export const QuestionField = ({ question, value, onChange, error, disabled, taken, mine }: AnswerFieldProps) => {
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
  return (
    <ChoiceQuestionField
      question={question}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      taken={taken}
      mine={mine}
    />
  );
};
