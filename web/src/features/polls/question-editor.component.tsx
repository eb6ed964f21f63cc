import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { cappedMax, cappedMin, isChoice } from '../../../../shared/poll-rules.js';
import { pollDefaults, POLL_LIMITS, questionTypeSchema, type PollQuestion } from '../../../../shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { LabelField } from './label-field.component.js';
import { OptionEditor } from './option-editor.component.js';
import { withType } from './poll-defaults.js';
import { QuestionFlags, QuestionFormat, QuestionLimits } from './question-settings.component.js';

const t = pollTexts.builder;
interface Props {
  question: PollQuestion;
  number: number;
  onChange: (question: PollQuestion) => void;
  onRemove: () => void;
}

/** One question: type, label (max 50), hint, flags, format (text), min/max (multiple), options. */
export const QuestionEditor = ({ question, number, onChange, onRemove }: Props) => {
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
        value={question.label}
        fallback={question.type === 'title' ? pollDefaults.title : pollDefaults.question}
        maxLength={POLL_LIMITS.questionLabelMax}
        onChange={(label) => set({ label })}
        testId="question-label"
      />
      {question.type !== 'title' && (
        <>
          <TextField label={t.hint} value={question.hint} onChange={(event) => set({ hint: event.target.value })} />
          <QuestionFlags question={question} choice={choice} onPatch={set} />
        </>
      )}
      {question.type === 'text' && <QuestionFormat question={question} onPatch={set} />}
      {choice && question.multiple && <QuestionLimits question={question} onLimits={limits} />}
      {choice && (
        <OptionEditor
          question={question}
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
