import { useParams } from 'react-router';
import { LoadState } from '../../components/load-state.component.js';
import { useBootstrap } from '../auth/index.js';
import { useMyGroups } from '../groups/index.js';
import { PollBuilder } from './poll-builder.component.js';
import { PollView } from './poll-view.component.js';
import { usePoll } from './polls.api.js';
import './polls.css';

/** /poll/{id}: the builder for the author's unpublished poll or template, else the poll to answer (and evaluate). */
export const PollPage = () => {
  const { id = '' } = useParams();
  const { user } = useBootstrap();
  const poll = usePoll(id);
  const groups = useMyGroups(user.role === 'tutor' && poll.data?.own === true && poll.data.published);
  return (
    <main className="page poll-page" data-testid="poll-page">
      <LoadState look="page" data={poll.data} error={poll.error}>
        {(data) =>
          data.own && !data.published ? <PollBuilder key={data.id} poll={data} /> : <PollView poll={data} groups={groups.data?.groups} />
        }
      </LoadState>
    </main>
  );
};
