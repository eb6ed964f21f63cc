import { Button, TextAreaField } from '@aws-amplify/ui-react';
import { pollDefaults, POLL_LIMITS, type PollSection } from '@shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { FieldMessage } from './field-message.component.js';
import { LabelField } from './label-field.component.js';
import { newQuestion } from './poll-defaults.model.js';
import { QuestionEditor } from './question-editor.component.js';
import { useFieldMessage } from './use-poll-builder.hook.js';

const t = pollTexts.builder;

/** A section (`path`: `sections.{index}`): label, description, its questions. */
export const SectionEditor = ({
  section,
  path,
  number,
  onChange,
  onRemove,
}: {
  section: PollSection;
  path: string;
  number: number;
  onChange: (section: PollSection) => void;
  onRemove: () => void;
}) => {
  const messages = {
    label: useFieldMessage(`${path}.label`),
    description: useFieldMessage(`${path}.description`),
    questions: useFieldMessage(`${path}.questions`),
  };
  return (
    <section className="poll-builder__card" data-testid="section-editor" aria-label={`${t.section} ${number}`}>
      <LabelField
        label={`${t.section} ${number}`}
        path={`${path}.label`}
        value={section.label}
        fallback={pollDefaults.section}
        max={POLL_LIMITS.labelMax}
        error={messages.label}
        onChange={(label) => onChange({ ...section, label })}
      />
      <TextAreaField
        label={t.description}
        value={section.description}
        rows={2}
        hasError={Boolean(messages.description)}
        errorMessage={messages.description}
        onChange={(event) => onChange({ ...section, description: event.target.value })}
      />
      {section.questions.map((question, index) => (
        <QuestionEditor
          key={question.id}
          question={question}
          path={`${path}.questions.${String(index)}`}
          number={index + 1}
          onChange={(next) => onChange({ ...section, questions: section.questions.map((item) => (item.id === question.id ? next : item)) })}
          onRemove={() => onChange({ ...section, questions: section.questions.filter((item) => item.id !== question.id) })}
        />
      ))}
      <FieldMessage message={messages.questions} />
      <div className="poll-builder__actions">
        <Button size="small" onClick={() => onChange({ ...section, questions: [...section.questions, newQuestion()] })}>
          {t.addQuestion}
        </Button>
        <Button size="small" variation="link" onClick={onRemove}>
          {t.removeSection}
        </Button>
      </div>
    </section>
  );
};
