import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { UploadRow } from './upload-row.component.js';
import type { UploadEntry, UploadQueue } from './use-uploads.hook.js';

/**
 * The upload panel: 2 chips then '+n', then each upload with its progress, cancel (confirmed) and
 * remove. With `removeOnSave` (the picker) removing a saved upload only marks it: 'Wird beim
 * Speichern gelöscht.'
 */
export const UploadPanel = ({ queue, removeOnSave = false }: { queue: UploadQueue; removeOnSave?: boolean }) => {
  const [confirming, setConfirming] = useState<UploadEntry | null>(null);
  if (queue.entries.length === 0) return null;
  const [first, second, ...rest] = queue.entries;
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
      </div>
      <ul className="storage-uploads__list">
        {queue.entries.map((entry) => (
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
        ))}
      </ul>
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
