import { Badge, Button } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PollSummary } from '@shared/schemas/poll.schema.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { pollTexts as t } from '../../i18n/polls.de.js';
import { usePollActions } from './polls.api.js';

export const dayText = (day: string) => format(parseISO(day), 'dd.MM.yyyy');

const CopyButton = ({ poll, onCopied }: { poll: PollSummary; onCopied: () => void }) => {
  const { copy } = usePollActions();
  const label = poll.kind === 'template' ? t.copyAsPoll : t.copyAsTemplate;
  return (
    <Button
      size="small"
      variation="link"
      title={label}
      aria-label={`${label}: ${poll.label}`}
      onClick={() => void copy(poll.id, poll.kind === 'template' ? 'poll' : 'template').then(onCopied)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M20.54 5.23l-1.39-1.68C18.88 3.21 18.47 3 18 3H6c-.47 0-.88.21-1.16.55L3.46 5.23C3.17 5.57 3 6.02 3 6.5V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V6.5c0-.48-.17-.93-.46-1.27zM12 17.5 6.5 12H10v-2h4v2h3.5L12 17.5zM5.12 5l.81-1h12l.94 1H5.12z"
        />
      </svg>
    </Button>
  );
};

/** One tab's polls: each row (label, state, due date) opens the poll page in the app; beside it the copy (archive) icon. */
export const PollList = ({ polls }: { polls: PollSummary[] }) => {
  const [copied, setCopied] = useState(0);
  return (
    <>
      <ul className="polls__list" data-testid="poll-list">
        {polls.map((poll) => (
          <li key={poll.id} className="polls__item" data-testid="poll-item">
            <Link to={`/poll/${poll.id}`} className="polls__open" data-testid="poll-open">
              <span className="polls__label">{poll.label}</span>
              <span className="polls__meta">
                <Badge size="small" variation={poll.state === 'open' ? 'success' : undefined}>
                  {poll.kind === 'template' ? t.template : t.states[poll.state]}
                </Badge>
                {poll.kind === 'poll' && <span>{poll.dueDate ? t.due(dayText(poll.dueDate)) : t.noDue}</span>}
              </span>
            </Link>
            <CopyButton poll={poll} onCopied={() => setCopied((count) => count + 1)} />
          </li>
        ))}
      </ul>
      {copied > 0 && <Snackbar key={copied}>{t.copied}</Snackbar>}
    </>
  );
};
