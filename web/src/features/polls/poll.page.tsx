import { useParams, useSearchParams } from 'react-router';
import { LoadState } from '../../components/load-state.component.js';
import { useBootstrap } from '../auth/index.js';
import { useMyGroups } from '../groups/index.js';
import { PollBuilder } from './poll-builder.component.js';
import { NEW_POLL_ID, newPollContent } from './poll-defaults.model.js';
import { PollView } from './poll-view.component.js';
import { usePoll } from './polls.api.js';
import './polls.css';

/** /poll/{id}: the builder for the author's unpublished poll or template (or a new one), else the poll to answer (and evaluate). */
export const PollPage = () => {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useBootstrap();
  const fresh = id === NEW_POLL_ID && user.role === 'tutor';
  const poll = usePoll(fresh ? null : id);
  const groups = useMyGroups(user.role === 'tutor' && poll.data?.own === true && poll.data.published);
  return (
    <main className="page poll-page" data-testid="poll-page">
      {fresh ? (
        <PollBuilder
          key={search.toString()}
          draft={{ id: null, kind: search.get('kind') === 'template' ? 'template' : 'poll', content: newPollContent(), revision: null }}
        />
      ) : (
        <LoadState look="page" data={poll.data} error={poll.error}>
          {(data) =>
            data.own && !data.published ? (
              <PollBuilder key={data.id} draft={{ id: data.id, kind: data.kind, content: data.content, revision: data.revision }} />
            ) : (
              <PollView poll={data} groups={groups.data?.groups} />
            )
          }
        </LoadState>
      )}
    </main>
  );
};
