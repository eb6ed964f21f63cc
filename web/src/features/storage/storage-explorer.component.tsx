import { Button, Text } from '@aws-amplify/ui-react';
import type { StorageItem } from '@shared/schemas/storage.schema.js';
import { formatFileSize } from '@shared/storage/storage-rules.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { useClipboard } from './clipboard.store.js';
import { ExplorerDialogs } from './explorer-dialogs.component.js';
import { ExplorerListing } from './explorer-listing.component.js';
import { ExplorerToolbar } from './explorer-toolbar.component.js';
import { StorageBreadcrumb } from './storage-breadcrumb.component.js';
import { UploadPanel } from './upload-panel.component.js';
import { useExplorerActions } from './use-explorer-actions.hook.js';
import { useExplorer } from './use-explorer.hook.js';
import type { UploadQueue } from './use-uploads.hook.js';
import './storage.css';

export interface StorageExplorerProps {
  folderId: string;
  onOpenFolder: (folderId: string) => void;
  uploads: UploadQueue;
  /** 100 px in the picker, 200 px on the page. */
  thumbnailSize?: '100' | '200';
  /** The marked files, for the picker's 'Übernehmen'. */
  onMarkedChange?: (items: StorageItem[]) => void;
  /** The picker: removing a saved upload marks it for deletion on 'Übernehmen'. */
  removeOnSave?: boolean;
}

/** The file explorer of 'Dateien' and the 'Dateimanager': list view, folders first, menu, clipboard, uploads. */
export const StorageExplorer = ({
  folderId,
  onOpenFolder,
  uploads,
  thumbnailSize = '200',
  onMarkedChange,
  removeOnSave = false,
}: StorageExplorerProps) => {
  const explorer = useExplorer(folderId, thumbnailSize, onMarkedChange);
  const actions = useExplorerActions(explorer, folderId, uploads);
  const board = useClipboard();
  const listing = explorer.folder.data;
  return (
    <div className="storage-explorer">
      {listing && <StorageBreadcrumb path={listing.breadcrumb} onOpen={onOpenFolder} />}
      <ExplorerToolbar
        markedCount={explorer.markedItems.length}
        canWrite={Boolean(listing && !listing.folder.locked)}
        sort={explorer.sort}
        search={explorer.search}
        onSort={explorer.setSort}
        onSearch={explorer.setSearch}
        onFiles={actions.upload}
        onNewFolder={() => actions.open({ kind: 'newFolder' })}
        onDeleteMarked={() => actions.open({ kind: 'delete', items: explorer.markedItems })}
        onClip={actions.clip}
        onPaste={() =>
          void actions.paste(
            board.mode,
            board.items.map((item) => item.id),
          )
        }
      />
      <UploadPanel queue={uploads} removeOnSave={removeOnSave} />
      <ExplorerListing explorer={explorer} actions={actions} onOpenFolder={onOpenFolder} />
      {explorer.nextAfter && (
        <Button size="small" onClick={() => void explorer.loadMore()}>
          {t.more}
        </Button>
      )}
      {listing && (
        <Text className="storage-usage" fontSize="small">
          {t.usage(formatFileSize(listing.usage.usedBytes), formatFileSize(listing.usage.quotaBytes))}
        </Text>
      )}
      <ExplorerDialogs actions={actions} />
      {actions.message && (
        <Snackbar variation={actions.message.error ? 'error' : 'info'} onClose={actions.clearMessage}>
          {actions.message.text}
        </Snackbar>
      )}
    </div>
  );
};
