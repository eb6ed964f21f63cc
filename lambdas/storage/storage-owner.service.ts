import { ROOT_FOLDER_ID, STORAGE_QUOTA_BYTES } from '../../shared/storage/storage-rules.js';
import { AppError } from '../_lib/app-error.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { deleteFile } from '../_lib/files.js';
import { storageItemEntity } from './storage-item.entity.js';
import { folderOf, rootFolder, type Folder, type Item, type Owner } from './storage-item.model.js';
import { objectKeysOf, S3_CONCURRENCY } from './storage-objects.model.js';
import { storageUsageEntity } from './storage-usage.entity.js';

export const getItem = async (owner: Owner, itemId: string) => (await storageItemEntity.get({ ...owner, itemId }).go()).data;

export const requireItem = async (owner: Owner, itemId: string) => {
  const item = await getItem(owner, itemId);
  if (!item) throw new AppError('not-found');
  return item;
};

/** The folder by id (the root is no item); another user's id or a file is not found. */
const requireFolder = async (owner: Owner, folderId: string): Promise<Folder> =>
  folderId === ROOT_FOLDER_ID ? rootFolder : folderOf(await getItem(owner, folderId));

/** A folder new items may go into: not locked (the Messenger folder takes no uploads). */
export const requireWritableFolder = async (owner: Owner, folderId: string) => {
  const folder = await requireFolder(owner, folderId);
  if (folder.locked) throw new AppError('storage-folder-locked');
  return folder;
};

/** Every item of a folder (all pages): names for clash checks. */
export const folderItems = async (owner: Owner, folderId: string) =>
  (await storageItemEntity.query.byFolder({ ...owner, folderId }).go({ pages: 'all' })).data;

/** Every item of the owner's storage (search, subtrees). */
export const allItems = async (owner: Owner) => (await storageItemEntity.query.byOwner(owner).go({ pages: 'all' })).data;

/** Reserves `bytes` of the quota in one conditional write: refused with the quota error when it would overflow. */
export const reserveBytes = async (owner: Owner, bytes: number) => {
  if (bytes <= 0) return;
  try {
    await storageUsageEntity
      .update(owner)
      .add({ usedBytes: bytes })
      .where(({ usedBytes }, { notExists, lte }) => `(${notExists(usedBytes)} OR ${lte(usedBytes, STORAGE_QUOTA_BYTES - bytes)})`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('storage-quota-exceeded');
    throw error;
  }
};

export const releaseBytes = async (owner: Owner, bytes: number) => {
  if (bytes > 0) await storageUsageEntity.update(owner).subtract({ usedBytes: bytes }).go();
};

/** Deletes items (records first, then their objects) and gives their bytes back to the quota. */
export const removeItems = async (owner: Owner, items: Item[]) => {
  if (items.length === 0) return;
  await storageItemEntity.delete(items.map((item) => ({ ...owner, itemId: item.itemId }))).go();
  await mapWithConcurrency(items.flatMap(objectKeysOf), S3_CONCURRENCY, (key) => deleteFile(key));
  await releaseBytes(
    owner,
    items.reduce((sum, item) => sum + item.fileSize, 0),
  );
};
