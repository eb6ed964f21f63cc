import { CheckboxField, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { canChooseMultiple } from '@shared/poll-rules.js';
import { questionFormatSchema, type PollQuestion } from '@shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';

const t = pollTexts.builder;
type Patch = (patch: Partial<PollQuestion>) => void;

/** 'Pflichtangabe' and 'Anonym auswerten'; for choices also 'Mehrfachauswahl' and 'Begrenzte Plätze'. */
export const QuestionFlags = ({ question, choice, onPatch }: { question: PollQuestion; choice: boolean; onPatch: Patch }) => (
  <Flex wrap="wrap" gap="small">
    <CheckboxField
      label={t.required}
      name="required"
      checked={question.required}
      onChange={(event) => onPatch({ required: event.target.checked })}
    />
    <CheckboxField
      label={t.anonymousQuestion}
      name="anonymous"
      checked={question.anonymous}
      onChange={(event) => onPatch({ anonymous: event.target.checked })}
    />
    {choice && (
      <>
        <CheckboxField
          label={t.multiple}
          name="multiple"
          checked={question.multiple}
          disabled={!canChooseMultiple(question)}
          onChange={(event) => onPatch({ multiple: event.target.checked, min: 0, max: 0 })}
        />
        <CheckboxField
          label={t.limited}
          name="limited"
          checked={question.limitedAvailability}
          onChange={(event) => onPatch({ limitedAvailability: event.target.checked })}
        />
      </>
    )}
  </Flex>
);

/** The format a text answer must have. */
export const QuestionFormat = ({ question, onPatch }: { question: PollQuestion; onPatch: Patch }) => (
  <SelectField
    label={t.format}
    value={question.format}
    onChange={(event) => onPatch({ format: questionFormatSchema.parse(event.target.value) })}
  >
    {questionFormatSchema.options.map((format) => (
      <option key={format} value={format}>
        {t.formats[format]}
      </option>
    ))}
  </SelectField>
);

const count = (value: string) => Math.max(0, Number(value) || 0);

/** How many options a multiple choice needs at least and allows at most. */
export const QuestionLimits = ({
  question,
  onLimits,
  messages,
}: {
  question: PollQuestion;
  onLimits: (min: number, max: number) => void;
  messages: { min?: string; max?: string };
}) => (
  <Flex gap="small" wrap="wrap">
    <TextField
      label={t.min}
      type="number"
      min={0}
      value={String(question.min)}
      hasError={Boolean(messages.min)}
      errorMessage={messages.min}
      onChange={(event) => onLimits(count(event.target.value), question.max)}
    />
    <TextField
      label={t.max}
      type="number"
      min={0}
      value={String(question.max)}
      hasError={Boolean(messages.max)}
      errorMessage={messages.max}
      onChange={(event) => onLimits(question.min, count(event.target.value))}
    />
  </Flex>
);
