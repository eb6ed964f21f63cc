import { Alert, Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Poll } from '@shared/schemas/poll.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { pollTexts as t } from '../../i18n/polls.de.js';
import { SendNotificationDialog } from '../notifications/send-notification.lazy.js';
import { PollAnswerDialog } from './poll-answer.dialog.js';
import { PollEvaluationDialog } from './poll-evaluation.dialog.js';
import { dayText } from './poll-list.component.js';

type Open = 'answer' | 'view' | 'done' | 'evaluation' | 'notify' | null;

/**
 * A published poll: answer it (§4: done/open offers a change, done/expired view-only); an expired
 * poll not answered offers no 'Teilnehmen' but says 'Umfrage abgelaufen'. Its author evaluates and notifies.
 */
export const PollView = ({ poll, groups }: { poll: Poll; groups: { id: string; displayName: string }[] | undefined }) => {
  const [open, setOpen] = useState<Open>(null);
  const done = poll.myAnswers !== null;
  const expired = poll.state === 'expired';
  const start = () => setOpen(done ? 'done' : 'answer');
  return (
    <>
      <PageHeader back="/polls" title={poll.label} />
      <Flex gap="small" alignItems="center" wrap="wrap">
        <Badge variation={poll.state === 'open' ? 'success' : undefined}>{t.states[poll.state]}</Badge>
        {poll.dueDate && <Text>{t.due(dayText(poll.dueDate))}</Text>}
      </Flex>
      {poll.content.description && <Text marginTop="small">{poll.content.description}</Text>}
      {expired && !done && (
        <Alert variation="info" heading={t.expired.title} marginTop="small" data-testid="poll-expired">
          {t.expired.text}
        </Alert>
      )}
      <div className="poll-view__actions">
        {(done || !expired) && (
          <Button variation="primary" onClick={start} data-testid="poll-answer">
            {done ? (expired ? t.answer.view : t.answer.change) : t.answer.open}
          </Button>
        )}
        {poll.own && (
          <Button onClick={() => setOpen('evaluation')} data-testid="poll-evaluation-open">
            {t.evaluation.open}
          </Button>
        )}
        {poll.own && !expired && groups && <Button onClick={() => setOpen('notify')}>{t.notify}</Button>}
      </div>
      {(open === 'answer' || open === 'view') && <PollAnswerDialog poll={poll} readOnly={open === 'view'} onClose={() => setOpen(null)} />}
      {open === 'done' && (
        <AppDialog
          open
          width="confirm"
          onOpenChange={() => setOpen(null)}
          title={t.done.title}
          description={expired ? t.done.expired : t.done.open}
          actions={
            <>
              <Button onClick={() => setOpen(null)}>{t.builder.cancel}</Button>
              <Button variation="primary" onClick={() => setOpen(expired ? 'view' : 'answer')}>
                {expired ? t.answer.view : t.answer.change}
              </Button>
            </>
          }
        />
      )}
      {open === 'evaluation' && <PollEvaluationDialog poll={poll} onClose={() => setOpen(null)} />}
      {open === 'notify' && groups && (
        <SendNotificationDialog
          target={{ kind: 'choose', groups }}
          poll={{ id: poll.id, label: poll.label }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
};
