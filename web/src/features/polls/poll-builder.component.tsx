import { Button, CheckboxField, Flex, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pollContentIssues } from '../../../../shared/poll-rules.js';
import {
  pollContentSchema,
  pollDefaults,
  POLL_LIMITS,
  type Answers,
  type Poll,
  type PollContent,
} from '../../../../shared/schemas/poll.schema.js';
import { berlinToday } from '../../../../shared/week.js';
import { DateField } from '../../components/date-field.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { ApiError } from '../../lib/api-error.js';
import { leaveWithoutAsking, useLeaveGuard } from '../../lib/use-leave-guard.hook.js';
import { LabelField } from './label-field.component.js';
import { newSection } from './poll-defaults.js';
import { PollForm } from './poll-form.component.js';
import { usePollActions } from './polls.api.js';
import { SectionEditor } from './section-editor.component.js';

const t = pollTexts.builder;
type Ask = 'publish' | 'delete' | null;
type Notice = { key: number; ok: boolean; text: string } | null;

const valid = (content: PollContent, publishing: boolean, kind: Poll['kind']) =>
  pollContentSchema.safeParse(content).success && Object.keys(pollContentIssues(content, { publishing, kind })).length === 0;

/** The builder of an unpublished poll or a template: edit, preview, save, publish (polls only), delete. */
export const PollBuilder = ({ poll }: { poll: Poll }) => {
  const navigate = useNavigate();
  const actions = usePollActions();
  const [content, setContent] = useState(poll.content);
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState(false);
  const [previewAnswers, setPreviewAnswers] = useState<Answers>({});
  const [ask, setAsk] = useState<Ask>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const leaving = useLeaveGuard(dirty);
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
    setAsk(null);
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
    setAsk(null);
    await actions.remove(poll.id);
    await navigate('/polls', { state: leaveWithoutAsking });
  };
  return (
    <>
      <PageHeader
        back={() => void navigate('/polls')}
        title={poll.kind === 'template' ? `${pollTexts.template}: ${content.label}` : content.label}
      />
      <div className="poll-builder__actions">
        <Button variation="primary" onClick={() => void save()} data-testid="poll-save">
          {t.save}
        </Button>
        <Button onClick={() => setPreview(!preview)}>{preview ? t.edit : t.preview}</Button>
        {poll.kind === 'poll' && (
          <Button onClick={() => setAsk('publish')} data-testid="poll-publish">
            {t.publish}
          </Button>
        )}
        <Button variation="link" onClick={() => setAsk('delete')}>
          {t.delete}
        </Button>
      </div>
      {preview ? (
        <PollForm
          content={content}
          answers={previewAnswers}
          onChange={(id, value) => setPreviewAnswers({ ...previewAnswers, [id]: value })}
        />
      ) : (
        <Flex direction="column" gap="small" data-testid="poll-builder">
          <div className="poll-builder__card">
            <LabelField
              label={t.label}
              value={content.label}
              fallback={pollDefaults.poll}
              maxLength={POLL_LIMITS.labelMax}
              onChange={(label) => change({ ...content, label })}
              testId="poll-label"
            />
            <TextAreaField
              label={t.description}
              rows={3}
              value={content.description}
              onChange={(event) => change({ ...content, description: event.target.value })}
            />
            {poll.kind === 'poll' && (
              <DateField
                label={t.dueDate}
                min={berlinToday()}
                value={content.dueDate ?? ''}
                onChange={(dueDate) => change({ ...content, dueDate: dueDate || null })}
                testId="poll-due"
              />
            )}
            <CheckboxField
              label={t.anonymous}
              name="anonymous"
              checked={content.anonymous}
              onChange={(event) => change({ ...content, anonymous: event.target.checked })}
            />
          </div>
          {content.sections.map((section, index) => (
            <SectionEditor
              key={section.id}
              section={section}
              number={index + 1}
              onChange={(next) => change({ ...content, sections: content.sections.map((item) => (item.id === section.id ? next : item)) })}
              onRemove={() => change({ ...content, sections: content.sections.filter((item) => item.id !== section.id) })}
            />
          ))}
          <Button onClick={() => change({ ...content, sections: [...content.sections, newSection()] })}>{t.addSection}</Button>
        </Flex>
      )}
      {notice && (
        <Snackbar key={notice.key} variation={notice.ok ? 'info' : 'error'}>
          {notice.text}
        </Snackbar>
      )}
      {ask === 'publish' && (
        <ConfirmDialog
          cancel={pollTexts.builder.cancel}
          testId="poll-confirm"
          title={t.publishConfirm}
          text={t.publishText}
          confirm={t.publish}
          onConfirm={() => void publish()}
          onClose={() => setAsk(null)}
        />
      )}
      {ask === 'delete' && (
        <ConfirmDialog
          cancel={pollTexts.builder.cancel}
          testId="poll-confirm"
          title={t.deleteConfirm}
          text={t.deleteText}
          confirm={t.delete}
          onConfirm={() => void remove()}
          onClose={() => setAsk(null)}
        />
      )}
      {leaving.held && (
        <ConfirmDialog
          cancel={pollTexts.builder.cancel}
          testId="poll-confirm"
          title={t.discardTitle}
          text={t.discardText}
          confirm={t.discard}
          onConfirm={leaving.leave}
          onClose={leaving.stay}
        />
      )}
    </>
  );
};
