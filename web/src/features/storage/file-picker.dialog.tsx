import { Button } from '@aws-amplify/ui-react';
import { useCallback, useState } from 'react';
import type { StorageItem } from '../../../../shared/schemas/storage.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { useRefreshStorage } from './storage.api.js';
import { StorageExplorer } from './storage-explorer.component.js';
import { useUploads } from './use-uploads.hook.js';

export interface FilePickerProps {
  onClose: () => void;
  /**
   * Given: the picker chooses files (pin attachments): 'Übernehmen' hands over the marked files.
   * Left out: the side menu's 'Meine Dateien', a file manager without choosing.
   */
  onPick?: (items: StorageItem[]) => void;
}

/**
 * The 'Dateimanager': the same explorer as /storage in a dialog, with 100 px previews. Uploads in it
 * are saved on completion; closing the dialog cancels the ones still running.
 */
export const FilePickerDialog = ({ onClose, onPick }: FilePickerProps) => {
  const [folderId, setFolderId] = useState('root');
  const [picked, setPicked] = useState<StorageItem[]>([]);
  const refresh = useRefreshStorage();
  const uploads = useUploads(useCallback(() => void refresh(), [refresh]));
  return (
    <AppDialog
      open
      width="edit"
      onOpenChange={(open) => !open && onClose()}
      title={t.pickerTitle}
      testId="file-picker"
      actions={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          {onPick && (
            <Button variation="primary" isDisabled={picked.length === 0} onClick={() => onPick(picked)}>
              {t.pick} ({t.picked(picked.length)})
            </Button>
          )}
        </>
      }
    >
      <StorageExplorer folderId={folderId} onOpenFolder={setFolderId} uploads={uploads} thumbnailSize="100" onMarkedChange={setPicked} />
    </AppDialog>
  );
};
