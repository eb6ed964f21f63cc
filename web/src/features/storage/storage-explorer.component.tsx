import { Button, Placeholder, Text } from '@aws-amplify/ui-react';
import type { StorageItem } from '../../../../shared/schemas/storage.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { formatFileSize } from '../../../../shared/storage/storage-rules.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { useClipboard } from './clipboard.store.js';
import { useExplorerActions } from './explorer-actions.hook.js';
import { ExplorerDialogs } from './explorer-dialogs.component.js';
import { ExplorerToolbar } from './explorer-toolbar.component.js';
import { ItemRow } from './item-row.component.js';
import { UploadPanel } from './upload-panel.component.js';
import { useExplorer } from './use-explorer.hook.js';
import type { UploadQueue } from './use-uploads.hook.js';
import './storage.css';

/** §9 explorer skeleton: up to 10 rows. */
const Skeleton = () => (
  <ul className="storage-list" aria-busy="true" data-testid="storage-skeleton">
    {Array.from({ length: 10 }, (_, index) => (
      <li key={index} className="storage-item storage-item--skeleton">
        <Placeholder size="large" />
      </li>
    ))}
  </ul>
);

const Breadcrumb = ({ path, onOpen }: { path: { id: string; name: string }[]; onOpen: (id: string) => void }) => (
  <nav className="storage-breadcrumb" aria-label={t.breadcrumb} data-testid="storage-breadcrumb">
    <Button size="small" variation="link" onClick={() => onOpen('root')}>
      {t.root}
    </Button>
    {path.map((entry) => (
      <span key={entry.id}>
        {' › '}
        <Button size="small" variation="link" onClick={() => onOpen(entry.id)}>
          {entry.name}
        </Button>
      </span>
    ))}
  </nav>
);

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
      {listing && <Breadcrumb path={listing.breadcrumb} onOpen={onOpenFolder} />}
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
      {explorer.folder.error ? (
        <Text role="alert">{errorText(explorer.folder.error.code)}</Text>
      ) : !listing || explorer.searchLoading ? (
        <Skeleton />
      ) : explorer.items.length === 0 ? (
        <Text className="storage-empty" data-testid="storage-empty">
          {explorer.searching ? t.noResults : t.empty}
        </Text>
      ) : (
        <ul className="storage-list" data-testid="storage-list">
          {explorer.items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              marked={explorer.marked.has(item.id)}
              onMark={(on) => explorer.setMark(item.id, on)}
              onOpen={() => actions.openItem(item, onOpenFolder)}
              onRename={() => actions.open({ kind: 'rename', item })}
              onDelete={() => actions.open({ kind: 'delete', items: [item] })}
              onBlocked={() => actions.open({ kind: 'blocked' })}
            />
          ))}
        </ul>
      )}
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
