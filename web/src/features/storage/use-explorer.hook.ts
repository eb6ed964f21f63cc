import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StorageItem } from '@shared/schemas/storage.schema.js';
import { nameKey, sortItems, type SortOption } from '@shared/storage/storage-rules.js';
import { fetchFolderPage, useFolder, useRefreshStorage, useStorageSearch } from './storage.api.js';

/**
 * What the explorer shows of a folder: the first page (300 newest) plus pages loaded with 'Weitere
 * laden', sorted (§9), or the search results of all folders; the marked items.
 */
export const useExplorer = (folderId: string, thumbnailSize: '100' | '200', onMarkedChange?: (files: StorageItem[]) => void) => {
  const folder = useFolder(folderId, undefined, thumbnailSize);
  const [sort, setSort] = useState<SortOption>('created');
  const [search, setSearch] = useState('');
  const searching = search.trim().length >= 3;
  const found = useStorageSearch(search);
  const [more, setMore] = useState<{ folderId: string; items: StorageItem[]; nextAfter?: string }>({ folderId, items: [] });
  // Marks belong to the open folder (or search): opening another one starts unmarked.
  const [marks, setMarks] = useState<{ folderId: string; ids: Set<string> }>({ folderId, ids: new Set() });
  const marked = useMemo(() => (marks.folderId === folderId ? marks.ids : new Set<string>()), [marks, folderId]);
  const setMarked = useCallback((ids: Set<string>) => setMarks({ folderId, ids }), [folderId]);
  const refreshAll = useRefreshStorage();

  const extra = more.folderId === folderId ? more : { folderId, items: [] as StorageItem[], nextAfter: undefined };
  const nextAfter = extra.items.length > 0 ? extra.nextAfter : folder.data?.nextAfter;
  const loaded = useMemo(() => [...(folder.data?.items ?? []), ...extra.items], [folder.data, extra.items]);
  const items = useMemo(() => sortItems(searching ? (found.data?.items ?? []) : loaded, sort), [searching, found.data, loaded, sort]);
  const markedItems = useMemo(() => items.filter((item) => marked.has(item.id)), [items, marked]);
  // The picker hears of every change of the marked files (marking, refresh, another folder).
  const markedFiles = useMemo(() => markedItems.filter((item) => item.type === 'file'), [markedItems]);
  useEffect(() => onMarkedChange?.(markedFiles), [markedFiles, onMarkedChange]);

  const loadMore = useCallback(async () => {
    if (!nextAfter) return;
    const page = await fetchFolderPage(folderId, nextAfter, thumbnailSize);
    setMore({ folderId, items: [...extra.items, ...page.items], nextAfter: page.nextAfter });
  }, [extra.items, folderId, nextAfter, thumbnailSize]);

  const refresh = useCallback(async () => {
    setMore({ folderId, items: [] });
    setMarked(new Set());
    await refreshAll();
  }, [folderId, refreshAll, setMarked]);

  return {
    folder,
    items,
    searching,
    /** All hits of the search (the list shows the newest 100). */
    searchTotal: found.data?.total ?? 0,
    searchLoading: searching && !found.data && !found.error,
    sort,
    setSort,
    search,
    setSearch,
    nextAfter: searching ? undefined : nextAfter,
    loadMore,
    refresh,
    marked,
    setMark: (id: string, on: boolean) => {
      const next = new Set(marked);
      if (on) next.add(id);
      else next.delete(id);
      setMarked(next);
    },
    clearMarks: () => setMarked(new Set()),
    markedItems,
    /** Names of the folder's files that the given files would clash with ('Ersetzen?'). */
    clashes: (files: File[]) => {
      const names = new Set(loaded.filter((item) => item.type === 'file').map((item) => nameKey(item.name)));
      return files.filter((file) => names.has(nameKey(file.name))).map((file) => file.name);
    },
  };
};
export type Explorer = ReturnType<typeof useExplorer>;
