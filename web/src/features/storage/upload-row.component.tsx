import { Button, Loader } from '@aws-amplify/ui-react';
import { formatFileSize, splitExtension } from '@shared/storage/storage-rules.js';
import { errorText } from '../../i18n/errors.de.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import type { UploadEntry } from './use-uploads.hook.js';

const stateText = (entry: UploadEntry) => {
  if (entry.removed) return t.removedOnSave;
  if (entry.state === 'running') return t.uploadStates.running(entry.value);
  if (entry.state === 'error' && entry.refusal) return entry.refusal;
  if (entry.state === 'error' && entry.code && entry.code !== 'network-error') return errorText(entry.code);
  return t.uploadStates[entry.state];
};

/** One upload: preview or file type, name, size, progress, its state and cancel or remove. */
export const UploadRow = ({ entry, onCancel, onRemove }: { entry: UploadEntry; onCancel: () => void; onRemove?: () => void }) => (
  <li className={`storage-upload storage-upload--${entry.state}`} data-testid="storage-upload" data-state={entry.state}>
    <span className="storage-upload__preview">
      {entry.previewUrl ? <img src={entry.previewUrl} alt="" /> : splitExtension(entry.name)[1].slice(1) || t.noExtension}
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
