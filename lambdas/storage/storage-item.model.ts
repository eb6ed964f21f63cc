import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { StorageItem } from '../../shared/schemas/storage.schema.js';
import { nameKey, ROOT_FOLDER_ID } from '../../shared/storage/storage-rules.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import type { storageItemEntity } from './storage-item.entity.js';

export type Item = EntityItem<typeof storageItemEntity>;
export interface Owner {
  schoolId: string;
  ownerUid: string;
}

/** Students and tutors own a storage (the routes refuse guardians); its keys come from the caller. */
export const ownerOf = (caller: Caller): Owner => ({ schoolId: caller.schoolId, ownerUid: caller.uid });

/** Item ids start with the time (base 36, fixed width), so keys sort by creation. */
export const newItemId = () => `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(6).toString('base64url')}`;

export const toStorageItem = (item: Item, thumbnailUrl?: string): StorageItem => ({
  id: item.itemId,
  name: item.name,
  type: item.type,
  folderId: item.folderId,
  contentType: item.contentType,
  extension: item.extension,
  fileSize: item.fileSize,
  blocked: item.blocked,
  locked: item.locked,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  thumbnail: item.thumbnail,
  ...(thumbnailUrl && { thumbnailUrl }),
});

/** A new folder item: a folder has no object, size or preview. */
export const newFolderItem = (
  owner: Owner,
  folder: Pick<Item, 'itemId' | 'folderId' | 'path' | 'name' | 'blocked' | 'locked'>,
  now: string,
) => ({
  ...owner,
  ...folder,
  type: 'folder' as const,
  contentType: 'folder',
  extension: '',
  fileSize: 0,
  thumbnail: 'none' as const,
  createdAt: now,
  updatedAt: now,
});

export interface Folder {
  id: string;
  name: string;
  blocked: boolean;
  locked: boolean;
  path: string[];
  parentId: string | null;
}
const ROOT_NAME = 'Dateien';
export const rootFolder: Folder = { id: ROOT_FOLDER_ID, name: ROOT_NAME, blocked: false, locked: false, path: [], parentId: null };

/** A folder item as a folder; a missing item or a file is not found. */
export const folderOf = (item: Item | null): Folder => {
  if (item?.type !== 'folder') throw new AppError('not-found');
  return { id: item.itemId, name: item.name, blocked: item.blocked, locked: item.locked, path: item.path, parentId: item.folderId };
};

export const childPath = (folder: Folder) => (folder.id === ROOT_FOLDER_ID ? [] : [...folder.path, folder.id]);

export const requireFreeName = (items: Item[], name: string, except?: string) => {
  if (items.some((item) => item.itemId !== except && nameKey(item.name) === nameKey(name))) throw new AppError('storage-name-taken');
};

/** Everything below a folder, at any depth: the items whose path holds it. */
export const itemsBelow = (items: Item[], folderId: string) => items.filter((item) => item.path.includes(folderId));
