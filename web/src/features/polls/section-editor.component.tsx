import { Button, TextAreaField } from '@aws-amplify/ui-react';
import { pollDefaults, type PollSection } from '../../../../shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { LabelField } from './label-field.component.js';
import { newQuestion } from './poll-defaults.js';
import { QuestionEditor } from './question-editor.component.js';

const t = pollTexts.builder;

/** A section: label, description, its questions. */
export const SectionEditor = ({
  section,
  number,
  onChange,
  onRemove,
}: {
  section: PollSection;
  number: number;
  onChange: (section: PollSection) => void;
  onRemove: () => void;
}) => (
  <section className="poll-builder__card" data-testid="section-editor" aria-label={`${t.section} ${number}`}>
    <LabelField
      label={`${t.section} ${number}`}
      value={section.label}
      fallback={pollDefaults.section}
      onChange={(label) => onChange({ ...section, label })}
    />
    <TextAreaField
      label={t.description}
      value={section.description}
      rows={2}
      onChange={(event) => onChange({ ...section, description: event.target.value })}
    />
    {section.questions.map((question, index) => (
      <QuestionEditor
        key={question.id}
        question={question}
        number={index + 1}
        onChange={(next) => onChange({ ...section, questions: section.questions.map((item) => (item.id === question.id ? next : item)) })}
        onRemove={() => onChange({ ...section, questions: section.questions.filter((item) => item.id !== question.id) })}
      />
    ))}
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
