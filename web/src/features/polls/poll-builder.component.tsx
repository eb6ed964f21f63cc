import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Answers } from '@shared/schemas/poll.schema.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { useLeaveGuard } from '../../lib/use-leave-guard.hook.js';
import { PollBuilderConfirmDialog } from './poll-builder-confirm.dialog.js';
import { PollContentEditor } from './poll-content-editor.component.js';
import { PollForm } from './poll-form.component.js';
import { usePollBuilder, type BuilderDraft } from './use-poll-builder.hook.js';

const t = pollTexts.builder;

/** The builder of an unpublished poll or a template (a new one is stored by its first save): edit, preview, save, publish (polls only), delete. */
export const PollBuilder = ({ draft }: { draft: BuilderDraft }) => {
  const navigate = useNavigate();
  const { form, content, change, dirty, notice, conflict, save, publish, remove } = usePollBuilder(draft);
  const [preview, setPreview] = useState(false);
  const [previewAnswers, setPreviewAnswers] = useState<Answers>({});
  const [ask, setAsk] = useState<'publish' | 'delete' | null>(null);
  const leaving = useLeaveGuard(dirty);
  return (
    <FormProvider {...form}>
      <PageHeader
        back={() => void navigate('/polls')}
        title={draft.kind === 'template' ? `${pollTexts.template}: ${content.label}` : content.label}
      />
      <div className="poll-builder__actions">
        <Button variation="primary" onClick={() => void save()} data-testid="poll-save">
          {t.save}
        </Button>
        <Button onClick={() => setPreview(!preview)}>{preview ? t.edit : t.preview}</Button>
        {draft.kind === 'poll' && (
          <Button onClick={() => setAsk('publish')} data-testid="poll-publish">
            {t.publish}
          </Button>
        )}
        <Button variation="link" onClick={() => setAsk('delete')}>
          {t.delete}
        </Button>
      </div>
      {conflict && (
        <EditConflictAlert
          savedMeanwhile={t.savedMeanwhile[draft.kind]}
          changed={conflict.changed}
          busy={false}
          onLoadNew={conflict.loadNew}
          onKeepMine={conflict.keepMine}
        />
      )}
      {preview ? (
        <PollForm
          content={content}
          answers={previewAnswers}
          onChange={(id, value) => setPreviewAnswers({ ...previewAnswers, [id]: value })}
        />
      ) : (
        <PollContentEditor content={content} kind={draft.kind} onChange={change} />
      )}
      {notice && (
        <Snackbar key={notice.key} variation={notice.ok ? 'info' : 'error'}>
          {notice.text}
        </Snackbar>
      )}
      {ask && (
        <PollBuilderConfirmDialog
          question={ask}
          onConfirm={() => {
            setAsk(null);
            void (ask === 'publish' ? publish() : remove());
          }}
          onClose={() => setAsk(null)}
        />
      )}
      {leaving.held && <PollBuilderConfirmDialog question="discard" onConfirm={leaving.leave} onClose={leaving.stay} />}
    </FormProvider>
  );
};
