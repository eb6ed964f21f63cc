import { Button, Loader } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { formatFileSize, splitExtension } from '../../../../shared/storage/storage-rules.js';
import { errorText } from '../../i18n/errors.de.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { StorageConfirmDialog } from './storage-confirm.dialog.js';
import type { UploadEntry, UploadQueue } from './use-uploads.hook.js';

const stateText = (entry: UploadEntry) => {
  if (entry.removed) return t.removedOnSave;
  if (entry.state === 'running') return t.uploadStates.running(entry.value);
  if (entry.state === 'error' && entry.code && entry.code !== 'network-error') return errorText(entry.code);
  return t.uploadStates[entry.state];
};

const UploadRow = ({ entry, onCancel, onRemove }: { entry: UploadEntry; onCancel: () => void; onRemove?: () => void }) => (
  <li className={`storage-upload storage-upload--${entry.state}`} data-testid="storage-upload" data-state={entry.state}>
    <span className="storage-upload__preview">
      {entry.previewUrl ? <img src={entry.previewUrl} alt="" /> : splitExtension(entry.name)[1].slice(1) || t.unknownType}
    </span>
    <span className="storage-upload__name">{entry.name}</span>
    <span className="storage-upload__size">{formatFileSize(entry.size)}</span>
    {entry.state === 'running' ? (
      <Loader
        variation="linear"
        percentage={entry.value}
        isDeterminate
        isPercentageTextHidden
        ariaLabel={t.uploadStates.running(entry.value)}
      />
    ) : null}
    <span className="storage-upload__state" role={entry.state === 'error' ? 'alert' : undefined}>
      {stateText(entry)}
    </span>
    {entry.state === 'waiting' || entry.state === 'running' ? (
      <Button size="small" variation="link" onClick={onCancel}>
        {t.cancelUpload}
      </Button>
    ) : onRemove ? (
      <Button size="small" variation="link" onClick={onRemove}>
        {t.removeUpload}
      </Button>
    ) : null}
  </li>
);

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
        <StorageConfirmDialog
          title={t.cancelUploadTitle}
          text={t.cancelUploadText(confirming.name)}
          cancelLabel={t.keepUploading}
          confirmLabel={t.cancelUpload}
          onConfirm={() => queue.cancel(confirming.key)}
          onClose={() => setConfirming(null)}
          testId="storage-cancel-upload-dialog"
        />
      )}
    </section>
  );
};
