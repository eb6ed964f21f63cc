import { Button } from '@aws-amplify/ui-react';
import { useCallback, useState } from 'react';
import type { StorageItem } from '@shared/schemas/storage.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { StorageExplorer } from './storage-explorer.component.js';
import { deleteItem, useRefreshStorage } from './storage.api.js';
import { useUploads, type UploadEntry } from './use-uploads.hook.js';

export interface FilePickerProps {
  /** Called when the dialog closes without a choice (and after `onPick`'s caller is done: close it there). */
  onClose: () => void;
  /**
   * Given: the picker chooses files (pin attachments). The user marks one or more files of one
   * folder (uploading new ones on the way) and 'Übernehmen' hands them over: each a
   * `StorageItem` (`id`, `name`, `contentType`, `fileSize`, …). Left out: the side menu's
   * 'Meine Dateien', a file manager without choosing.
   */
  onPick?: (files: StorageItem[]) => void;
}

/** The saved uploads of this dialog (or only those marked removed). */
const savedUploads = (entries: UploadEntry[], onlyRemoved: boolean) =>
  entries.flatMap((entry) => (entry.state === 'complete' && entry.itemId && (!onlyRemoved || entry.removed) ? [entry.itemId] : []));

const deleteAll = (itemIds: string[]) => Promise.all(itemIds.map((itemId) => deleteItem(itemId))).catch(() => undefined);

/**
 * The 'Dateimanager': the same explorer as /storage in a dialog, with 100 px previews. Uploads in it
 * are saved on completion; closing the dialog cancels the ones still running. With `onPick` the
 * spec's upload rules of a dialog that saves apply: a saved upload marked removed ('Wird beim
 * Speichern gelöscht.') is deleted on 'Übernehmen', and closing without 'Übernehmen' deletes the
 * uploads made in the dialog.
 */
export const FilePickerDialog = ({ onClose, onPick }: FilePickerProps) => {
  const [folderId, setFolderId] = useState('root');
  const [picked, setPicked] = useState<StorageItem[]>([]);
  const refresh = useRefreshStorage();
  const uploads = useUploads(useCallback(() => void refresh(), [refresh]));
  const close = () => {
    if (onPick) void deleteAll(savedUploads(uploads.entries, false));
    onClose();
  };
  const pick = (choose: (files: StorageItem[]) => void) => {
    const removed = new Set(savedUploads(uploads.entries, true));
    void deleteAll([...removed]);
    choose(picked.filter((file) => !removed.has(file.id)));
  };
  return (
    <AppDialog
      open
      width="edit"
      onOpenChange={(open) => !open && close()}
      title={t.pickerTitle}
      testId="file-picker"
      actions={
        <>
          <Button onClick={close}>{onPick ? t.cancel : t.close}</Button>
          {onPick && (
            <Button variation="primary" isDisabled={picked.length === 0} onClick={() => pick(onPick)}>
              {t.pick} ({t.picked(picked.length)})
            </Button>
          )}
        </>
      }
    >
      <StorageExplorer
        folderId={folderId}
        onOpenFolder={setFolderId}
        uploads={uploads}
        thumbnailSize="100"
        onMarkedChange={setPicked}
        removeOnSave={Boolean(onPick)}
      />
    </AppDialog>
  );
};
