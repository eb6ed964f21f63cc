import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { takenOptionIds } from '../../../../shared/poll-rules.js';
import { POLL_LIMITS, type Answers, type Poll } from '../../../../shared/schemas/poll.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { errorText } from '../../i18n/errors.de.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { ApiError } from '../../lib/api-error.js';
import { answerMessages, withoutFullOptions } from './answer-messages.js';
import { PollForm } from './poll-form.component.js';
import { useAnswerPoll, usePoll } from './polls.api.js';

const t = pollTexts.answer;
type Notice = { ok: boolean; text: string } | null;

/** Answers without the options a full-option refusal named (`fields`: question id → option id). */
const withoutFull = (answers: Answers, fields: Record<string, string>): Answers =>
  Object.fromEntries(
    Object.entries(answers).map(([id, value]) => [
      id,
      Array.isArray(value) && fields[id] ? value.filter((option) => option !== fields[id]) : value,
    ]),
  );

/**
 * 'Umfrage': the answer form with 'Speichern'; view-only when the poll is over. Asks before
 * discarding changes. While answers may be given, the places load again every 5 s (§9 poll reload
 * interval); a chosen option that others filled meanwhile is cleared with a message (§4).
 */
export const PollAnswerDialog = ({ poll: shown, readOnly, onClose }: { poll: Poll; readOnly: boolean; onClose: () => void }) => {
  const save = useAnswerPoll();
  const poll = usePoll(shown.id, readOnly ? undefined : POLL_LIMITS.reloadIntervalMs).data ?? shown;
  const mine = takenOptionIds(poll.content, poll.myAnswers);
  const [answers, setAnswers] = useState<Answers>(poll.myAnswers ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [dirty, setDirty] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [seenTaken, setSeenTaken] = useState(poll.taken);
  if (seenTaken !== poll.taken) {
    setSeenTaken(poll.taken);
    const open = withoutFullOptions(poll.content, answers, poll.taken, mine);
    if (open.cleared) {
      setAnswers(open.answers);
      setNotice({ ok: false, text: t.full });
    }
  }
  const close = () => (dirty && !readOnly ? setDiscarding(true) : onClose());
  const submit = async () => {
    const messages = answerMessages(poll.content, answers);
    setErrors(messages);
    if (Object.keys(messages).length > 0) {
      setNotice({ ok: false, text: t.invalid });
      return;
    }
    try {
      await save(poll.id, answers);
      setDirty(false);
      setNotice({ ok: true, text: t.saved });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'poll-option-full') {
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
    }
  };
  return (
    <AppDialog
      open
      width="edit"
      onOpenChange={(open) => !open && close()}
      title={`${t.title}: ${poll.label}`}
      testId="poll-answer-dialog"
      actions={
        <>
          <Button onClick={close}>{pollTexts.builder.cancel}</Button>
          {!readOnly && (
            <Button variation="primary" onClick={() => void submit()}>
              {t.save}
            </Button>
          )}
        </>
      }
    >
      <PollForm
        content={poll.content}
        answers={answers}
        errors={errors}
        disabled={readOnly}
        taken={poll.taken}
        mine={mine}
        onChange={(id, value) => {
          setAnswers({ ...answers, [id]: value });
          setDirty(true);
        }}
      />
      {notice && (
        <Alert variation={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'} marginTop="small">
          {notice.text}
        </Alert>
      )}
      {discarding && (
        <ConfirmDialog
          cancel={pollTexts.builder.cancel}
          testId="poll-confirm"
          title={pollTexts.builder.discardTitle}
          text={pollTexts.builder.discardText}
          confirm={pollTexts.builder.discard}
          onConfirm={onClose}
          onClose={() => setDiscarding(false)}
        />
      )}
    </AppDialog>
  );
};
