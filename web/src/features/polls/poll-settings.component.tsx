import { CheckboxField, TextAreaField } from '@aws-amplify/ui-react';
import { pollDefaults, POLL_LIMITS, type Poll, type PollContent } from '@shared/schemas/poll.schema.js';
import { berlinToday } from '@shared/week.js';
import { DateField } from '../../components/date-field.component.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { LabelField } from './label-field.component.js';
import { useFieldMessage } from './use-poll-builder.hook.js';

const t = pollTexts.builder;

/** The poll's own fields: label, description, due date (polls only) and anonymity, each with its message. */
export const PollSettings = ({
  content,
  kind,
  onChange,
}: {
  content: PollContent;
  kind: Poll['kind'];
  onChange: (next: PollContent) => void;
}) => {
  const messages = { label: useFieldMessage('label'), description: useFieldMessage('description'), dueDate: useFieldMessage('dueDate') };
  return (
    <div className="poll-builder__card">
      <LabelField
        label={t.label}
        path="label"
        value={content.label}
        fallback={pollDefaults.poll}
        max={POLL_LIMITS.labelMax}
        error={messages.label}
        onChange={(label) => onChange({ ...content, label })}
        testId="poll-label"
      />
      <TextAreaField
        label={t.description}
        rows={3}
        value={content.description}
        hasError={Boolean(messages.description)}
        errorMessage={messages.description}
        onChange={(event) => onChange({ ...content, description: event.target.value })}
      />
      {kind === 'poll' && (
        <DateField
          label={t.dueDate}
          min={berlinToday()}
          value={content.dueDate ?? ''}
          onChange={(dueDate) => onChange({ ...content, dueDate: dueDate || null })}
          error={messages.dueDate}
          testId="poll-due"
        />
      )}
      <CheckboxField
        label={t.anonymous}
        name="anonymous"
        checked={content.anonymous}
        onChange={(event) => onChange({ ...content, anonymous: event.target.checked })}
      />
    </div>
  );
};
