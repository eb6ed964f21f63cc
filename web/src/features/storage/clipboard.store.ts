import { useSyncExternalStore } from 'react';
import type { PasteMode } from '@shared/storage/storage-rules.js';

/** What was cut or copied: item ids with their names (for the badge's list), and how they will be pasted. */
export interface Clipboard {
  mode: PasteMode;
  items: { id: string; name: string }[];
}

const KEY = 'schulapp.storage.clipboard';
const empty: Clipboard = { mode: 'copy', items: [] };
const listeners = new Set<() => void>();

const read = (): Clipboard => {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as Clipboard) : empty;
  } catch {
    return empty;
  }
};
let current: Clipboard = typeof sessionStorage === 'undefined' ? empty : read();

const set = (next: Clipboard) => {
  current = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the clipboard still works in this tab.
  }
  listeners.forEach((listener) => listener());
};

/**
 * The explorer's clipboard (spec: cut or copy, paste into the current folder, badge count, clear
 * all). It lives for the browser tab, so it survives moving between folders and the picker.
 */
export const clipboard = {
  put: (mode: PasteMode, items: Clipboard['items']) => set({ mode, items }),
  clear: () => set(empty),
  /** After a move the items are no longer where they were cut: the clipboard empties. */
  afterPaste: () => {
    if (current.mode === 'move') set(empty);
  },
};

export const useClipboard = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => empty,
  );
