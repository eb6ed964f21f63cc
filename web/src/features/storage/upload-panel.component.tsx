import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { UploadRow } from './upload-row.component.js';
import { isActive, type UploadEntry, type UploadQueue } from './use-uploads.hook.js';

/**
 * The upload panel: 2 chips then '+n', then each upload with its progress, cancel (confirmed) and
 * remove. On the page, uploads that are over fold into one line ('3 Uploads abgeschlossen') so the
 * folder stays in view, failed ones stay open until removed, and 'Liste leeren' takes all that are
 * over away. In the picker (`removeOnSave`) every upload stays open: removing a saved one only marks
 * it: 'Wird beim Speichern gelöscht.'
 */
export const UploadPanel = ({ queue, removeOnSave = false }: { queue: UploadQueue; removeOnSave?: boolean }) => {
  const [confirming, setConfirming] = useState<UploadEntry | null>(null);
  if (queue.entries.length === 0) return null;
  const [first, second, ...rest] = queue.entries;
  const folds = (entry: UploadEntry) => !removeOnSave && (entry.state === 'complete' || entry.state === 'canceled');
  const open = queue.entries.filter((entry) => !folds(entry));
  const done = queue.entries.filter(folds);
  const row = (entry: UploadEntry) => (
    <UploadRow
      key={entry.key}
      entry={entry}
      onCancel={() => (entry.state === 'running' ? setConfirming(entry) : queue.cancel(entry.key))}
      onRemove={
        entry.removed
          ? undefined
          : () => (removeOnSave && entry.state === 'complete' ? queue.markRemoved(entry.key) : queue.remove(entry.key))
      }
    />
  );
  return (
    <section className="storage-uploads" aria-label={t.uploads} data-testid="storage-uploads">
      <div className="storage-uploads__chips">
        {[first, second].flatMap((entry) =>
          entry
            ? [
                <span key={entry.key} className="storage-chip">
                  {entry.name}
                </span>,
              ]
            : [],
        )}
        {rest.length > 0 && <span className="storage-chip storage-chip--more">{t.more_chips(rest.length)}</span>}
        {!removeOnSave && queue.entries.some((entry) => !isActive(entry)) && (
          <Button className="storage-uploads__clear" size="small" variation="link" onClick={queue.clearFinished}>
            {t.clearUploads}
          </Button>
        )}
      </div>
      {open.length > 0 && <ul className="storage-uploads__list">{open.map(row)}</ul>}
      {done.length > 0 && (
        <details className="storage-uploads__done" data-testid="storage-uploads-done">
          <summary>{t.finishedUploads(done.length)}</summary>
          <ul className="storage-uploads__list">{done.map(row)}</ul>
        </details>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.cancelUploadTitle}
          text={t.cancelUploadText(confirming.name)}
          cancel={t.keepUploading}
          confirm={t.cancelUpload}
          onConfirm={() => {
            queue.cancel(confirming.key);
            setConfirming(null);
          }}
          onClose={() => setConfirming(null)}
          testId="storage-cancel-upload-dialog"
        />
      )}
    </section>
  );
};
