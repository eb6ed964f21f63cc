import { useState } from 'react';
import type { StorageItem } from '@shared/schemas/storage.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import type { ApiError } from '../../lib/api-error.js';
import { clipboard } from './clipboard.store.js';
import { createFolder, deleteItem, downloadItem, pasteItems, renameItem } from './storage.api.js';
import type { Explorer } from './use-explorer.hook.js';
import type { UploadQueue } from './use-uploads.hook.js';

export type ExplorerDialog =
  | { kind: 'newFolder' }
  | { kind: 'rename'; item: StorageItem }
  | { kind: 'delete'; items: StorageItem[] }
  | { kind: 'replace'; files: File[]; names: string[] }
  | { kind: 'blocked' };

/** The explorer's actions: each ends in a refresh of the folder and, where the spec has one, a snackbar. */
export const useExplorerActions = (explorer: Explorer, folderId: string, uploads: UploadQueue) => {
  const [dialog, setDialog] = useState<ExplorerDialog | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const fail = (error: unknown) => setMessage({ text: errorText((error as ApiError).code ?? null), error: true });
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      await explorer.refresh();
    }
  };
  return {
    dialog,
    close: () => setDialog(null),
    message,
    clearMessage: () => setMessage(null),
    open: setDialog,
    openItem: (item: StorageItem, openFolder: (id: string) => void) =>
      item.type === 'folder' ? openFolder(item.id) : void downloadItem(item.id).catch(fail),
    /** 'Neuer Ordner' and 'Umbenennen' throw a refusal to their dialog, which stays open with the name. */
    createFolder: async (name: string) => {
      await createFolder(folderId, name);
      setDialog(null);
      await explorer.refresh();
    },
    rename: async (item: StorageItem, name: string) => {
      await renameItem(item.id, name);
      setDialog(null);
      await explorer.refresh();
    },
    remove: (items: StorageItem[]) => run(() => Promise.all(items.map((item) => deleteItem(item.id)))),
    clip: (mode: 'copy' | 'move') => {
      clipboard.put(
        mode,
        explorer.markedItems.map((item) => ({ id: item.id, name: item.name })),
      );
      explorer.clearMarks();
    },
    paste: (mode: 'copy' | 'move', ids: string[]) =>
      run(async () => {
        const result = await pasteItems(folderId, mode, ids);
        clipboard.afterPaste();
        setMessage({ text: t.pasted(result.pasted.length, result.skipped.length), error: false });
      }),
    /** New files: clashing names ask 'Ersetzen?' first. */
    upload: (files: File[]) => {
      if (files.length === 0) return;
      const names = explorer.clashes(files);
      if (names.length > 0) setDialog({ kind: 'replace', files, names });
      else uploads.start(files, folderId, new Set());
    },
    chooseReplace: (files: File[], names: string[], replace: boolean) => {
      uploads.start(files, folderId, new Set(replace ? names : []));
      setDialog(null);
    },
  };
};
export type ExplorerActions = ReturnType<typeof useExplorerActions>;
