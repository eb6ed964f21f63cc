import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Poll } from '@shared/schemas/poll.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { PollBuilderConfirmDialog } from './poll-builder-confirm.dialog.js';
import { PollForm } from './poll-form.component.js';
import { usePollAnswers } from './use-poll-answers.hook.js';

const t = pollTexts.answer;

/**
 * 'Umfrage': the answer form with 'Speichern'; view-only when the poll is over. Asks before
 * discarding changes. While answers may be given, the places load again every 5 s (§9 poll reload
 * interval); a chosen option that others filled meanwhile is cleared with a message (§4).
 */
export const PollAnswerDialog = ({ poll: shown, readOnly, onClose }: { poll: Poll; readOnly: boolean; onClose: () => void }) => {
  const { poll, mine, answers, change, errors, notice, dirty, submit } = usePollAnswers(shown, readOnly);
  const [discarding, setDiscarding] = useState(false);
  const close = () => (dirty && !readOnly ? setDiscarding(true) : onClose());
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
        onChange={change}
      />
      {notice && (
        <Alert variation={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'} marginTop="small">
          {notice.text}
        </Alert>
      )}
      {discarding && <PollBuilderConfirmDialog question="discard" onConfirm={onClose} onClose={() => setDiscarding(false)} />}
    </AppDialog>
  );
};
