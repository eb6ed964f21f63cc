import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { presignDownload } from '../_lib/files.js';
import { storageItemEntity } from './storage-item.entity.js';
import {
  childPath,
  itemsBelow,
  newFolderItem,
  newItemId,
  ownerOf,
  requireFreeName,
  toStorageItem,
  type Item,
  type Owner,
} from './storage-item.model.js';
import { allItems, folderItems, removeItems, requireItem, requireWritableFolder } from './storage-owner.service.js';

/** A download link is short-lived: the browser starts the download at once. */
const DOWNLOAD_URL_SECONDS = 60;

export const createFolder = async (caller: Caller, parentId: string, name: string) => {
  const owner = ownerOf(caller);
  const [parent, siblings] = await Promise.all([requireWritableFolder(owner, parentId), folderItems(owner, parentId)]);
  requireFreeName(siblings, name);
  const now = new Date().toISOString();
  const { data } = await storageItemEntity
    .create(
      newFolderItem(owner, { itemId: newItemId(), folderId: parent.id, path: childPath(parent), name, blocked: false, locked: false }, now),
    )
    .go();
  return toStorageItem(data);
};

/** Renames a file or folder; blocked items cannot be renamed (spec §5), and a name is unique in its folder. */
export const renameItem = async (caller: Caller, itemId: string, name: string) => {
  const owner = ownerOf(caller);
  const item = await requireItem(owner, itemId);
  if (item.blocked) throw new AppError('storage-item-blocked');
  requireFreeName(await folderItems(owner, item.folderId), name, itemId);
  const { data } = await storageItemEntity
    .patch({ ...owner, itemId })
    .set({ name, updatedAt: new Date().toISOString() })
    .go({ response: 'all_new' });
  return toStorageItem(data);
};

/** The item and, for a folder, everything below it. */
const subtreeOf = async (owner: Owner, item: Item) =>
  item.type === 'folder' ? [item, ...itemsBelow(await allItems(owner), item.itemId)] : [item];

/** Deletes a file, or a folder with everything in it; blocked items cannot be deleted (spec §5). */
export const deleteItem = async (caller: Caller, itemId: string) => {
  const owner = ownerOf(caller);
  const item = await requireItem(owner, itemId);
  if (item.blocked) throw new AppError('storage-item-blocked');
  const items = await subtreeOf(owner, item);
  if (items.some((inner) => inner.blocked)) throw new AppError('storage-item-blocked');
  await removeItems(owner, items);
  return { deleted: items.length };
};

export const getDownload = async (caller: Caller, itemId: string) => {
  const item = await requireItem(ownerOf(caller), itemId);
  if (item.type !== 'file' || !item.objectKey) throw new AppError('not-found');
  return { url: await presignDownload(item.objectKey, item.name, DOWNLOAD_URL_SECONDS), fileName: item.name };
};
