import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pollContentIssues } from '../../../../shared/poll-rules.js';
import { pollContentSchema, type Poll, type PollContent } from '../../../../shared/schemas/poll.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { ApiError } from '../../lib/api-error.js';
import { leaveWithoutAsking } from '../../lib/use-leave-guard.hook.js';
import { usePollActions } from './polls.api.js';

const t = pollTexts.builder;
interface Notice {
  key: number;
  ok: boolean;
  text: string;
}

const valid = (content: PollContent, publishing: boolean, kind: Poll['kind']) =>
  pollContentSchema.safeParse(content).success && Object.keys(pollContentIssues(content, { publishing, kind })).length === 0;

/** The builder's content and what it does with it: save, publish (after saving), delete; each tells its outcome in a notice. */
export const usePollBuilder = (poll: Poll) => {
  const navigate = useNavigate();
  const actions = usePollActions();
  const [content, setContent] = useState(poll.content);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const change = (next: PollContent) => {
    setContent(next);
    setDirty(true);
  };
  const show = (ok: boolean, text: string) => setNotice({ key: Date.now(), ok, text });
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setDirty(false);
      show(true, done);
    } catch (error) {
      show(
        false,
        error instanceof ApiError && error.code === 'validation-failed'
          ? t.invalid
          : errorText(error instanceof ApiError ? error.code : null),
      );
    }
  };
  const save = () => (valid(content, false, poll.kind) ? run(() => actions.save(poll.id, content), t.saved) : show(false, t.invalid));
  const publish = () => {
    if (!valid(content, true, poll.kind)) {
      show(false, t.invalid);
      return;
    }
    return run(async () => {
      await actions.save(poll.id, content);
      await actions.publish(poll.id);
    }, t.saved);
  };
  const remove = async () => {
    await actions.remove(poll.id);
    await navigate('/polls', { state: leaveWithoutAsking });
  };
  return { content, change, dirty, notice, save, publish, remove };
};
