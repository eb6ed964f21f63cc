import { Placeholder } from '@aws-amplify/ui-react';
import { LoadState } from '../../components/load-state.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { ItemRow } from './item-row.component.js';
import type { ExplorerActions } from './use-explorer-actions.hook.js';
import type { Explorer } from './use-explorer.hook.js';

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

/** The open folder's items (folders first), or its error, the skeleton while loading, or the empty text. */
export const ExplorerListing = ({
  explorer,
  actions,
  onOpenFolder,
}: {
  explorer: Explorer;
  actions: ExplorerActions;
  onOpenFolder: (folderId: string) => void;
}) => {
  const loaded = explorer.searchLoading ? undefined : explorer.folder.data;
  // A folder opened from the search results ends the search.
  const openFolder = (id: string) => {
    explorer.setSearch('');
    onOpenFolder(id);
  };
  const empty = { when: () => explorer.items.length === 0, text: explorer.searching ? t.noResults : t.empty, testId: 'storage-empty' };
  return (
    <LoadState look="section" data={loaded} error={explorer.folder.error} loading={<Skeleton />} empty={empty}>
      {() => (
        <>
          {explorer.searching && explorer.searchTotal > 0 && (
            <p className="storage-hits" role="status" data-testid="storage-hits">
              {t.searchResults(explorer.searchTotal, explorer.items.length)}
            </p>
          )}
          <ul className="storage-list" data-testid="storage-list">
            {explorer.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                marked={explorer.marked.has(item.id)}
                onMark={(on) => explorer.setMark(item.id, on)}
                onOpen={() => actions.openItem(item, openFolder)}
                onRename={() => actions.open({ kind: 'rename', item })}
                onDelete={() => actions.open({ kind: 'delete', items: [item] })}
                onBlocked={() => actions.open({ kind: 'blocked' })}
                onOpenFolder={openFolder}
              />
            ))}
          </ul>
        </>
      )}
    </LoadState>
  );
};
