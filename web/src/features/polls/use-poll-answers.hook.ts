import { useRef, useState } from 'react';
import { takenOptionIds } from '@shared/poll-rules.js';
import { POLL_LIMITS, type Answers, type AnswerValue, type Poll } from '@shared/schemas/poll.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { ApiError } from '../../lib/api-error.js';
import { answerMessages, withoutFullOptions } from './answer-messages.model.js';
import { useAnswerPoll, usePoll } from './polls.api.js';

const t = pollTexts.answer;
interface Notice {
  ok: boolean;
  text: string;
}

/** Answers without the options a full-option refusal named (`fields`: question id → option id). */
const withoutFull = (answers: Answers, fields: Record<string, string>): Answers =>
  Object.fromEntries(
    Object.entries(answers).map(([id, value]) => [
      id,
      Array.isArray(value) && fields[id] ? value.filter((option) => option !== fields[id]) : value,
    ]),
  );

/**
 * The reader's answers to a poll that reloads every 5 s while answers may be given: a chosen
 * option that others filled meanwhile is cleared with a message; 'Speichern' checks, saves (once
 * at a time: a double click sends one request) and tells the outcome. When the answers were changed
 * elsewhere meanwhile (another tab, a second device), the stored ones are loaded and the reader is
 * asked to check them and save again.
 */
export const usePollAnswers = (shown: Poll, readOnly: boolean) => {
  const save = useAnswerPoll();
  const loaded = usePoll(shown.id, readOnly ? undefined : POLL_LIMITS.reloadIntervalMs);
  const poll = loaded.data ?? shown;
  const mine = takenOptionIds(poll.content, poll.myAnswers);
  const [answers, setAnswers] = useState<Answers>(poll.myAnswers ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dirty, setDirty] = useState(false);
  const busy = useRef(false);
  const [seenTaken, setSeenTaken] = useState(poll.taken);
  if (seenTaken !== poll.taken) {
    setSeenTaken(poll.taken);
    const open = withoutFullOptions(poll.content, answers, poll.taken, mine);
    if (open.cleared) {
      setAnswers(open.answers);
      setNotice({ ok: false, text: t.full });
    }
  }
  const submit = async () => {
    if (busy.current) return;
    const messages = answerMessages(poll.content, answers);
    setErrors(messages);
    if (Object.keys(messages).length > 0) {
      setNotice({ ok: false, text: t.invalid });
      return;
    }
    busy.current = true;
    try {
      await save(poll.id, answers);
      setDirty(false);
      setNotice({ ok: true, text: t.saved });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') {
        const stored = await loaded.mutate();
        setAnswers(stored?.myAnswers ?? {});
        setDirty(false);
        setNotice({ ok: false, text: t.changedElsewhere });
      } else if (error instanceof ApiError && error.code === 'poll-option-full') {
        setAnswers(withoutFull(answers, error.fields ?? {}));
        setNotice({ ok: false, text: t.full });
      } else
        setNotice({
          ok: false,
          text:
            error instanceof ApiError && error.code === 'validation-failed'
              ? t.invalid
              : errorText(error instanceof ApiError ? error.code : null),
        });
    } finally {
      busy.current = false;
    }
  };
  const change = (id: string, value: AnswerValue) => {
    setAnswers({ ...answers, [id]: value });
    if (errors[id]) setErrors(Object.fromEntries(Object.entries(errors).filter(([question]) => question !== id)));
    setDirty(true);
  };
  return { poll, mine, answers, change, errors, notice, dirty, submit };
};
