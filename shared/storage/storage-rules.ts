import { naturalCompare } from '../german-order.js';

/**
 * The pure rules of the files module 'Dateien' (spec part 2, §5 clipboard and paste, §9 constants):
 * copy names, paste planning, sorting, sizes and accepted content types. The service and the
 * explorer page both use them, so the browser shows what the server will do.
 */

/** The root folder of every user's storage: not an item, just the folder id of top-level items. */
export const ROOT_FOLDER_ID = 'root';
/** The blocked and locked folder every storage starts with. */
export const MESSENGER_FOLDER_ID = 'messenger';
export const MESSENGER_FOLDER_NAME = 'Messenger';
/** §9: the newest 300 items of a folder per page. */
export const FOLDER_PAGE_SIZE = 300;
/** Largest file one upload may bring (the presigned POST policy enforces it). */
export const MAX_STORAGE_FILE_BYTES = 50 * 1024 * 1024;
/** Per-user quota: every user with storage has the same. */
export const STORAGE_QUOTA_BYTES = 1_000_000_000;
/** Items one paste may take (folders count with everything inside them). */
export const MAX_PASTE_ITEMS = 500;
/** Thumbnail sizes (§9): 100 px in lists and the picker, 200 px in the explorer. */
export const THUMBNAIL_SIZES = [100, 200] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];
/** §9 image previews: jpeg, png, gif, svg. */
export const PREVIEW_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'] as const;

/**
 * What the browser may declare for an upload; anything else is stored as application/octet-stream
 * and shown with content type 'unknown'. Never text/html or scripts: a downloaded file must not run
 * in the files bucket's origin.
 */
export const STORAGE_CONTENT_TYPES = [
  ...PREVIEW_CONTENT_TYPES,
  'image/webp',
  'image/heic',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/octet-stream',
] as const;
export const UNKNOWN_CONTENT_TYPE = 'unknown';

/** The content type an upload is stored with, and the one the item shows ('unknown' when not one we know). */
export const storedContentType = (declared: string | undefined) => {
  const type = (declared ?? '').trim().toLowerCase();
  const known = (STORAGE_CONTENT_TYPES as readonly string[]).includes(type) && type !== 'application/octet-stream';
  return known ? { upload: type, shown: type } : { upload: 'application/octet-stream', shown: UNKNOWN_CONTENT_TYPE };
};

export const hasPreview = (contentType: string) => (PREVIEW_CONTENT_TYPES as readonly string[]).includes(contentType);

/** 'Bericht.final.pdf' → ['Bericht.final', '.pdf']; a leading dot ('.profile') is part of the base. */
export const splitExtension = (name: string): [string, string] => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
};

/** The extension an object key may carry: lowercase letters and digits only, else none. */
export const safeExtension = (name: string) => {
  const extension = splitExtension(name)[1].slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : '';
};

/** Names are compared without case (two names differing only in case clash). */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase('de');

/**
 * §9 'name (Kopie).ext': the first free name among 'name (Kopie).ext', 'name (Kopie 2).ext', …
 * (the name itself when it is free).
 */
export const freeName = (name: string, taken: Iterable<string>) => {
  const names = new Set([...taken].map(nameKey));
  if (!names.has(nameKey(name))) return name;
  const [base, extension] = splitExtension(name);
  for (let n = 1; ; n += 1) {
    const candidate = `${base} (Kopie${n === 1 ? '' : ` ${String(n)}`})${extension}`;
    if (!names.has(nameKey(candidate))) return candidate;
  }
};

export type PasteMode = 'copy' | 'move';
export interface PasteCandidate {
  id: string;
  name: string;
  type: 'file' | 'folder';
  folderId: string;
  blocked: boolean;
}
export type PasteSkipReason = 'blocked' | 'already-there' | 'into-itself';
export type PastePlan = { item: PasteCandidate; name: string } | { item: PasteCandidate; skipped: PasteSkipReason };

/**
 * §5 paste into the current folder: blocked items are skipped, moving skips items already in the
 * target, and no folder goes into itself or below itself (`targetPath`: the target's ancestors and
 * the target itself). A name clash gets the first free ' (Kopie)' name, counting the names the
 * earlier items of the same paste take.
 */
export const planPaste = (
  mode: PasteMode,
  items: readonly PasteCandidate[],
  target: { id: string; path: readonly string[] },
  namesInTarget: Iterable<string>,
): PastePlan[] => {
  const taken = [...namesInTarget];
  return items.map((item): PastePlan => {
    if (item.blocked) return { item, skipped: 'blocked' };
    if (item.type === 'folder' && (item.id === target.id || target.path.includes(item.id))) return { item, skipped: 'into-itself' };
    if (mode === 'move' && item.folderId === target.id) return { item, skipped: 'already-there' };
    const name = freeName(item.name, taken);
    taken.push(name);
    return { item, name };
  });
};

export const sortOptions = ['name', 'created', 'modified', 'size'] as const;
export type SortOption = (typeof sortOptions)[number];
export const sortLabels: Record<SortOption, string> = { name: 'Name', created: 'Erstellt', modified: 'Geändert', size: 'Dateigröße' };

interface Sortable {
  name: string;
  type: 'file' | 'folder';
  createdAt: string;
  updatedAt: string;
  fileSize: number;
}

/**
 * §9 sort: folders first and always by name; files by Name (natural, ascending), Erstellt
 * (default, newest first), Geändert (newest first) or Dateigröße (largest first).
 */
export const sortItems = <T extends Sortable>(items: readonly T[], sort: SortOption = 'created'): T[] => {
  const byFile: Record<SortOption, (a: T, b: T) => number> = {
    name: (a, b) => naturalCompare(a.name, b.name),
    created: (a, b) => b.createdAt.localeCompare(a.createdAt),
    modified: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
    size: (a, b) => b.fileSize - a.fileSize,
  };
  const folders = items.filter((item) => item.type === 'folder').sort((a, b) => naturalCompare(a.name, b.name));
  const files = items.filter((item) => item.type === 'file').sort((a, b) => byFile[sort](a, b) || naturalCompare(a.name, b.name));
  return [...folders, ...files];
};

/** §9: KB is bytes/1000 rounded; above 1000 KB it is MB. */
export const formatFileSize = (bytes: number) => {
  const kb = Math.round(bytes / 1000);
  if (kb <= 1000) return `${String(kb)} KB`;
  return `${(bytes / 1_000_000).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
};

/** A name someone may give a file or folder has no path separators ('/' or '\\') … */
export const hasNoPathSeparator = (name: string) => !/[/\\]/.test(name);
/** … and is not '.' or '..'. */
export const isDotName = (name: string) => name === '.' || name === '..';
