import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { cappedMax, cappedMin, isChoice } from '@shared/poll-rules.js';
import { pollDefaults, POLL_LIMITS, questionTypeSchema, type PollQuestion } from '@shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { FieldMessage } from './field-message.component.js';
import { LabelField } from './label-field.component.js';
import { OptionEditor } from './option-editor.component.js';
import { withType } from './poll-defaults.model.js';
import { QuestionFlags, QuestionFormat, QuestionLimits } from './question-settings.component.js';
import { useFieldMessage } from './use-poll-builder.hook.js';

const t = pollTexts.builder;
interface Props {
  question: PollQuestion;
  /** `sections.{s}.questions.{q}`: where its messages are. */
  path: string;
  number: number;
  onChange: (question: PollQuestion) => void;
  onRemove: () => void;
}

/** One question: type, label (max 50), hint, flags, format (text), min/max (multiple), options. */
export const QuestionEditor = ({ question, path, number, onChange, onRemove }: Props) => {
  const messages = {
    label: useFieldMessage(`${path}.label`),
    hint: useFieldMessage(`${path}.hint`),
    multiple: useFieldMessage(`${path}.multiple`),
    min: useFieldMessage(`${path}.min`),
    max: useFieldMessage(`${path}.max`),
  };
  const set = (patch: Partial<PollQuestion>) => onChange({ ...question, ...patch });
  const choice = isChoice(question);
  const limits = (min: number, max: number) => {
    const cappedMaximum = cappedMax(max, question.options.length);
    set({ max: cappedMaximum, min: cappedMin(min, cappedMaximum) });
  };
  return (
    <Flex direction="column" gap="xs" className="poll-builder__question" data-testid="question-editor">
      <SelectField
        label={`${t.question} ${number}: ${t.type}`}
        value={question.type}
        onChange={(event) => onChange(withType(question, questionTypeSchema.parse(event.target.value)))}
      >
        {questionTypeSchema.options.map((type) => (
          <option key={type} value={type}>
            {t.types[type]}
          </option>
        ))}
      </SelectField>
      <LabelField
        label={t.question}
        path={`${path}.label`}
        value={question.label}
        fallback={question.type === 'title' ? pollDefaults.title : pollDefaults.question}
        max={POLL_LIMITS.questionLabelMax}
        error={messages.label}
        onChange={(label) => set({ label })}
        testId="question-label"
      />
      {question.type !== 'title' && (
        <>
          <TextField
            label={t.hint}
            value={question.hint}
            hasError={Boolean(messages.hint)}
            errorMessage={messages.hint}
            onChange={(event) => set({ hint: event.target.value })}
          />
          <QuestionFlags question={question} choice={choice} onPatch={set} />
          <FieldMessage message={messages.multiple} />
        </>
      )}
      {question.type === 'text' && <QuestionFormat question={question} onPatch={set} />}
      {choice && question.multiple && <QuestionLimits question={question} onLimits={limits} messages={messages} />}
      {choice && (
        <OptionEditor
          question={question}
          path={path}
          onChange={(options) => {
            const multiple = question.multiple && options.length >= 2;
            const max = cappedMax(question.max, options.length);
            onChange({ ...question, options, multiple, max: multiple ? max : 0, min: multiple ? cappedMin(question.min, max) : 0 });
          }}
        />
      )}
      <Button size="small" variation="link" onClick={onRemove}>
        {t.removeQuestion}
      </Button>
    </Flex>
  );
};
