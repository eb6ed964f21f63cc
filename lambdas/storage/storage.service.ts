import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { publishEvent } from '../../events/publish.js';
import type { FolderListing, PasteResult, RequestedUpload, StorageItem } from '../../shared/schemas/storage.schema.js';
import {
  FOLDER_PAGE_SIZE,
  freeName,
  hasPreview,
  MAX_PASTE_ITEMS,
  MESSENGER_FOLDER_ID,
  MESSENGER_FOLDER_NAME,
  nameKey,
  planPaste,
  ROOT_FOLDER_ID,
  safeExtension,
  STORAGE_QUOTA_BYTES,
  storedContentType,
  type PasteMode,
  type ThumbnailSize,
} from '../../shared/storage/storage-rules.js';
import { AppError } from '../_lib/app-error.js';
import { getItems, itemRead } from '../_lib/batch-get.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure, transactionWritten } from '../_lib/condition-failure.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { copyFile, deleteFile, fileSize, presignDownload, presignUpload, uploadKey } from '../_lib/files.js';
import { entityService } from '../_lib/entity-service.js';
import { storageItemEntity, storageUploadEntity, storageUsageEntity } from './storage-item.entity.js';
import { objectKeysOf, thumbnailKey } from './storage-objects.model.js';

const uploadWrites = entityService({ storageUploadEntity, storageItemEntity });

type Item = EntityItem<typeof storageItemEntity>;
type Upload = EntityItem<typeof storageUploadEntity>;
export interface Owner {
  schoolId: string;
  ownerUid: string;
}

/** Presigned URLs: an upload may take a while on a slow line; downloads and previews are short-lived. */
const UPLOAD_URL_SECONDS = 3600;
const DOWNLOAD_URL_SECONDS = 60;
const THUMBNAIL_URL_SECONDS = 600;
/** S3 calls (copies, deletes) at a time within one request. */
const S3_CONCURRENCY = 8;
const ROOT_NAME = 'Dateien';

/** Students and tutors own a storage (the routes refuse guardians); its keys come from the caller. */
export const ownerOf = (caller: Caller): Owner => ({ schoolId: caller.schoolId, ownerUid: caller.uid });

/** Item ids start with the time (base 36, fixed width), so keys sort by creation. */
export const newItemId = () => `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(6).toString('base64url')}`;

const objectKeyOf = (owner: Owner, itemId: string, extension: string) =>
  uploadKey('storage', owner.schoolId, `${owner.ownerUid}/${itemId}${extension ? `.${extension}` : ''}`);
const objectName = (owner: Owner, itemId: string, extension: string) => `${owner.ownerUid}/${itemId}${extension ? `.${extension}` : ''}`;

const toStorageItem = (item: Item, thumbnailUrl?: string): StorageItem => ({
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

const withThumbnail = async (item: Item, size: ThumbnailSize) =>
  toStorageItem(
    item,
    item.thumbnail === 'ready' && item.objectKey
      ? await presignDownload(thumbnailKey(item.objectKey, size), `${item.name}.png`, THUMBNAIL_URL_SECONDS)
      : undefined,
  );

const getItem = async (owner: Owner, itemId: string) => (await storageItemEntity.get({ ...owner, itemId }).go()).data;

const requireItem = async (owner: Owner, itemId: string) => {
  const item = await getItem(owner, itemId);
  if (!item) throw new AppError('not-found');
  return item;
};

interface Folder {
  id: string;
  name: string;
  blocked: boolean;
  locked: boolean;
  path: string[];
  parentId: string | null;
}
const rootFolder: Folder = { id: ROOT_FOLDER_ID, name: ROOT_NAME, blocked: false, locked: false, path: [], parentId: null };

/** A folder item as a folder; a missing item or a file is not found. */
const folderOf = (item: Item | null): Folder => {
  if (item?.type !== 'folder') throw new AppError('not-found');
  return { id: item.itemId, name: item.name, blocked: item.blocked, locked: item.locked, path: item.path, parentId: item.folderId };
};

/** The folder by id (the root is no item); another user's id or a file is not found. */
const requireFolder = async (owner: Owner, folderId: string): Promise<Folder> =>
  folderId === ROOT_FOLDER_ID ? rootFolder : folderOf(await getItem(owner, folderId));

/** A folder new items may go into: not locked (the Messenger folder takes no uploads). */
const requireWritableFolder = async (owner: Owner, folderId: string) => {
  const folder = await requireFolder(owner, folderId);
  if (folder.locked) throw new AppError('storage-folder-locked');
  return folder;
};

const childPath = (folder: Folder) => (folder.id === ROOT_FOLDER_ID ? [] : [...folder.path, folder.id]);

/** Every item of a folder (all pages): names for clash checks. */
const folderItems = async (owner: Owner, folderId: string) =>
  (await storageItemEntity.query.byFolder({ ...owner, folderId }).go({ pages: 'all' })).data;

/** Every item of the owner's storage (search, subtrees). */
const allItems = async (owner: Owner) => (await storageItemEntity.query.byOwner(owner).go({ pages: 'all' })).data;

/** Reserves `bytes` of the quota in one conditional write: refused with the quota error when it would overflow. */
const reserveBytes = async (owner: Owner, bytes: number) => {
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

const releaseBytes = async (owner: Owner, bytes: number) => {
  if (bytes > 0) await storageUsageEntity.update(owner).subtract({ usedBytes: bytes }).go();
};

/** The Messenger folder every storage starts with (blocked and locked); created once, on the first listing of the root. */
const createMessengerFolder = async (owner: Owner) => {
  const now = new Date().toISOString();
  try {
    await storageItemEntity
      .create({
        ...owner,
        itemId: MESSENGER_FOLDER_ID,
        folderId: ROOT_FOLDER_ID,
        path: [],
        name: MESSENGER_FOLDER_NAME,
        type: 'folder',
        contentType: 'folder',
        extension: '',
        fileSize: 0,
        blocked: true,
        locked: true,
        thumbnail: 'none',
        createdAt: now,
        updatedAt: now,
      })
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** The reads of a folder's head: the folder item and the owner's usage. */
export const folderHeadReads = (owner: Owner, folderId: string) =>
  [itemRead(storageItemEntity, { ...owner, itemId: folderId }), itemRead(storageUsageEntity, owner, (item) => item.usedBytes)] as const;

/** What the head's reads found (getItems' results). */
export type FolderHead = [Item | null, number | null];

/**
 * One page of a folder: its 300 newest items (after `after`, the previous page's last id), the last
 * two folders of its path and the owner's usage. The head (folder and usage) comes read along the
 * caller (`head`, see the handler), so a page is one query after the caller's batch get; without it,
 * one batch get beside the query. One more request for the parent of a folder below the top level.
 */
export const listFolder = async (
  caller: Caller,
  folderId: string,
  { after, thumbnailSize = 200, head }: { after?: string; thumbnailSize?: ThumbnailSize; head?: FolderHead },
): Promise<FolderListing> => {
  const owner = ownerOf(caller);
  const query = storageItemEntity.query.byFolder({ ...owner, folderId });
  const [[folderItem, usage], page] = await Promise.all([
    head ?? getItems(folderHeadReads(owner, folderId)),
    (after ? query.lt({ itemId: after }) : query).go({ order: 'desc', limit: FOLDER_PAGE_SIZE + 1 }),
  ]);
  const folder = folderId === ROOT_FOLDER_ID ? rootFolder : folderOf(folderItem);
  const usedBytes = usage ?? 0;
  let items = page.data;
  if (folderId === ROOT_FOLDER_ID && !after && !items.some((item) => item.itemId === MESSENGER_FOLDER_ID)) {
    await createMessengerFolder(owner);
    const messenger = await getItem(owner, MESSENGER_FOLDER_ID);
    if (messenger) items = [messenger, ...items];
  }
  const more = items.length > FOLDER_PAGE_SIZE;
  items = items.slice(0, FOLDER_PAGE_SIZE);
  const parent = folder.parentId && folder.parentId !== ROOT_FOLDER_ID ? await getItem(owner, folder.parentId) : null;
  const breadcrumb = [
    ...(parent ? [{ id: parent.itemId, name: parent.name }] : []),
    ...(folder.id === ROOT_FOLDER_ID ? [] : [{ id: folder.id, name: folder.name }]),
  ];
  return {
    folder: { id: folder.id, name: folder.name, blocked: folder.blocked, locked: folder.locked },
    breadcrumb,
    parentId: folder.parentId,
    items: await Promise.all(items.map((item) => withThumbnail(item, thumbnailSize))),
    ...(more && { nextAfter: items.at(-1)?.itemId }),
    usage: { usedBytes, quotaBytes: STORAGE_QUOTA_BYTES },
  };
};

/** Search hits shown at most (the newest). */
const SEARCH_HITS = 100;

/**
 * Items of the whole storage whose name contains the text (the newest 100), each with the names of
 * the folders above it, and the number of all hits. One query over the owner's items.
 */
export const searchStorage = async (caller: Caller, text: string) => {
  const needle = nameKey(text);
  const items = await allItems(ownerOf(caller));
  const folderNames = new Map(items.filter((item) => item.type === 'folder').map((item) => [item.itemId, item.name]));
  const found = items.filter((item) => nameKey(item.name).includes(needle)).sort((a, b) => b.itemId.localeCompare(a.itemId));
  const hits = await Promise.all(
    found.slice(0, SEARCH_HITS).map(async (item) => ({
      ...(await withThumbnail(item, 100)),
      folderPath: item.path.map((id) => folderNames.get(id) ?? ''),
    })),
  );
  return { items: hits, total: found.length };
};

const requireFreeName = (items: Item[], name: string, except?: string) => {
  if (items.some((item) => item.itemId !== except && nameKey(item.name) === nameKey(name))) throw new AppError('storage-name-taken');
};

export const createFolder = async (caller: Caller, parentId: string, name: string) => {
  const owner = ownerOf(caller);
  const [parent, siblings] = await Promise.all([requireWritableFolder(owner, parentId), folderItems(owner, parentId)]);
  requireFreeName(siblings, name);
  const now = new Date().toISOString();
  const { data } = await storageItemEntity
    .create({
      ...owner,
      itemId: newItemId(),
      folderId: parent.id,
      path: childPath(parent),
      name,
      type: 'folder',
      contentType: 'folder',
      extension: '',
      fileSize: 0,
      blocked: false,
      locked: false,
      thumbnail: 'none',
      createdAt: now,
      updatedAt: now,
    })
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
  item.type === 'folder' ? [item, ...(await allItems(owner)).filter((other) => other.path.includes(item.itemId))] : [item];

/** Deletes items (records first, then their objects) and gives their bytes back to the quota. */
const removeItems = async (owner: Owner, items: Item[]) => {
  if (items.length === 0) return;
  await storageItemEntity.delete(items.map((item) => ({ ...owner, itemId: item.itemId }))).go();
  await mapWithConcurrency(items.flatMap(objectKeysOf), S3_CONCURRENCY, deleteFile);
  await releaseBytes(
    owner,
    items.reduce((sum, item) => sum + item.fileSize, 0),
  );
};

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

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Starts an upload: reserves its size against the quota, remembers it as pending and hands out a
 * presigned POST for exactly this size, content type and key. Unknown content types are stored as
 * application/octet-stream and shown as 'unknown'.
 */
export const requestUpload = async (
  caller: Caller,
  folderId: string,
  input: { name: string; size: number; contentType?: string; replace?: boolean },
): Promise<RequestedUpload> => {
  const owner = ownerOf(caller);
  await requireWritableFolder(owner, folderId);
  const uploadId = newItemId();
  const extension = safeExtension(input.name);
  const type = storedContentType(input.contentType);
  await reserveBytes(owner, input.size);
  const now = new Date();
  await storageUploadEntity
    .create({
      ...owner,
      uploadId,
      folderId,
      name: input.name,
      size: input.size,
      contentType: type.shown,
      extension,
      objectKey: objectKeyOf(owner, uploadId, extension),
      replace: input.replace ?? false,
      startedDay: utcDay(now),
      createdAt: now.toISOString(),
    })
    .go();
  const upload = await presignUpload(
    'storage',
    owner.schoolId,
    objectName(owner, uploadId, extension),
    UPLOAD_URL_SECONDS,
    type.upload,
    input.size,
  );
  return { uploadId, name: input.name, upload };
};

/** A pending upload; a cancelled one is not found (it waits only for the cleanup). */
const requireUpload = async (owner: Owner, uploadId: string) => {
  const { data } = await storageUploadEntity.get({ ...owner, uploadId }).go();
  if (!data || data.canceled) throw new AppError('not-found');
  return data;
};

/**
 * The browser's upload finished: the object must be there with the reserved size. The pending
 * upload becomes the item in one transaction; with 'Ersetzen' the file of the same name goes, else
 * a clash gets the ' (Kopie)' name. Images get their thumbnails from the job.
 */
export const confirmUpload = async (caller: Caller, uploadId: string) => {
  const owner = ownerOf(caller);
  const upload = await requireUpload(owner, uploadId);
  const stored = await fileSize(upload.objectKey);
  if (stored === null) throw new AppError('storage-upload-missing');
  if (stored !== upload.size) {
    await cancelUpload(caller, uploadId);
    throw new AppError('storage-upload-missing');
  }
  const siblings = await folderItems(owner, upload.folderId);
  const replaced = upload.replace
    ? siblings.filter((item) => item.type === 'file' && !item.blocked && nameKey(item.name) === nameKey(upload.name))
    : [];
  const name = freeName(
    upload.name,
    siblings.filter((item) => !replaced.includes(item)).map((item) => item.name),
  );
  const now = new Date().toISOString();
  const preview = hasPreview(upload.contentType);
  const item = {
    ...owner,
    itemId: uploadId,
    folderId: upload.folderId,
    path: upload.folderId === ROOT_FOLDER_ID ? [] : [...((await getItem(owner, upload.folderId))?.path ?? []), upload.folderId],
    name,
    type: 'file' as const,
    contentType: upload.contentType,
    extension: upload.extension,
    fileSize: upload.size,
    objectKey: upload.objectKey,
    blocked: false,
    locked: false,
    thumbnail: preview ? ('pending' as const) : ('none' as const),
    createdAt: now,
    updatedAt: now,
  };
  const result = await uploadWrites.transaction
    .write(({ storageUploadEntity: uploads, storageItemEntity: items }) => [
      uploads
        .delete({ ...owner, uploadId })
        .where(({ uploadId: id, canceled }, { exists, notExists }) => `${exists(id)} AND ${notExists(canceled)}`)
        .commit(),
      items.create(item).commit(),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('not-found');
  await removeItems(owner, replaced);
  if (preview) await publishEvent('storage.thumbnailRequested', { ...owner, itemId: uploadId });
  return toStorageItem(item);
};

/**
 * Cancel or failure in the browser: nothing of the upload stays (spec: 'Wird nicht gespeichert.').
 * The record is marked first (a confirm running at the same time then fails), then the object and
 * the reserved bytes go. The marked record stays until the cleanup, because the POST policy is still
 * valid: whatever is posted after the cancel is deleted with it.
 */
export const cancelUpload = async (caller: Caller, uploadId: string) => {
  const owner = ownerOf(caller);
  const upload = await requireUpload(owner, uploadId);
  try {
    await storageUploadEntity
      .patch({ ...owner, uploadId })
      .set({ canceled: true })
      .where(({ canceled }, { notExists }) => notExists(canceled))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return { deleted: 0 };
    throw error;
  }
  await deleteFile(upload.objectKey);
  await releaseBytes(owner, upload.size);
  return { deleted: 1 };
};

/**
 * Uploads older than this are abandoned (a closed browser) or cancelled: the cleanup job discards
 * them. Twice the POST policy's lifetime, so nothing can be posted for a record once it is gone.
 */
export const UPLOAD_STALE_HOURS = (2 * UPLOAD_URL_SECONDS) / 3600;

/**
 * The cleanup's end of an upload: its object (if any came, also after a cancel), the record and,
 * unless the cancel gave them back, the reserved bytes. The delete is conditional on the state read,
 * so a cancel in between leaves it to the next run and no bytes are given back twice.
 */
const discardUpload = async (upload: Upload) => {
  const owner = { schoolId: upload.schoolId, ownerUid: upload.ownerUid };
  await deleteFile(upload.objectKey);
  try {
    await storageUploadEntity
      .delete({ ...owner, uploadId: upload.uploadId })
      .where(({ uploadId, canceled }, { exists, notExists, eq }) =>
        upload.canceled ? `${exists(uploadId)} AND ${eq(canceled, true)}` : `${exists(uploadId)} AND ${notExists(canceled)}`,
      )
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  if (!upload.canceled) await releaseBytes(owner, upload.size);
  return true;
};

/** The cleanup job: discards every upload (pending or cancelled) started before `now` minus the stale time (days are UTC partitions). */
export const discardStaleUploads = async (now = new Date()) => {
  const cutoff = new Date(now.getTime() - UPLOAD_STALE_HOURS * 3_600_000).toISOString();
  let discarded = 0;
  for (let daysBack = 0; daysBack <= 2; daysBack += 1) {
    const startedDay = utcDay(new Date(now.getTime() - daysBack * 86_400_000));
    const { data } = await storageUploadEntity.query.byDay({ startedDay }).lt({ createdAt: cutoff }).go({ pages: 'all' });
    for (const upload of data) if (await discardUpload(upload)) discarded += 1;
  }
  return discarded;
};

/** The thumbnail job's view of an item. */
export const getItemForThumbnail = (owner: Owner, itemId: string) => getItem(owner, itemId);
export const setThumbnailState = async (owner: Owner, itemId: string, thumbnail: 'ready' | 'failed') => {
  try {
    await storageItemEntity
      .patch({ ...owner, itemId })
      .set({ thumbnail })
      .go();
  } catch (error) {
    // Deleted while the job ran: nothing to mark.
    if (!isConditionFailure(error)) throw error;
  }
};

/** A copy of `source` under `target` with a new id and object (S3 copies server-side), previews included. */
const copyOf = (owner: Owner, source: Item, folderId: string, path: string[], name: string, now: string): Item => {
  const itemId = newItemId();
  return {
    ...source,
    itemId,
    folderId,
    path,
    name,
    objectKey: source.objectKey ? objectKeyOf(owner, itemId, source.extension) : undefined,
    blocked: false,
    locked: false,
    // A preview still being made for the source is not made for the copy.
    thumbnail: source.thumbnail === 'ready' ? 'ready' : 'none',
    copyFrom: source.itemId,
    moved: undefined,
    createdAt: now,
    updatedAt: now,
  };
};

/**
 * A copy that failed leaves nothing: the records the batch may have written, then every object
 * copied so far (a copy that never came is no error to delete).
 */
const discardCopies = async (owner: Owner, copiedItems: Item[], copies: [string, string][]) => {
  if (copiedItems.length > 0) await storageItemEntity.delete(copiedItems.map((item) => ({ ...owner, itemId: item.itemId }))).go();
  await mapWithConcurrency(copies, S3_CONCURRENCY, ([, to]) => deleteFile(to));
};

/**
 * Pastes the clipboard into a folder (spec §5): blocked items, items already there (move) and a
 * folder into itself are skipped; clashes get ' (Kopie)' names. Copy duplicates folders with
 * everything in them and their objects server-side (within the quota); move changes the folder
 * and, for folders, the path of everything below.
 */
export const pasteItems = async (caller: Caller, targetId: string, mode: PasteMode, itemIds: string[]): Promise<PasteResult> => {
  const owner = ownerOf(caller);
  const ids = [...new Set(itemIds)];
  const [target, siblings, found] = await Promise.all([
    requireWritableFolder(owner, targetId),
    folderItems(owner, targetId),
    storageItemEntity.get(ids.map((itemId) => ({ ...owner, itemId }))).go(),
  ]);
  const byId = new Map(found.data.map((item) => [item.itemId, item]));
  const skipped: PasteResult['skipped'] = ids.filter((id) => !byId.has(id)).map((id) => ({ id, reason: 'not-found' as const }));
  const targetPath = childPath(target);
  const plan = planPaste(
    mode,
    ids.flatMap((id) => byId.get(id) ?? []).map((item) => ({ ...item, id: item.itemId })),
    { id: target.id, path: targetPath },
    siblings.map((item) => item.name),
  );
  const everything = plan.some((entry) => 'name' in entry && entry.item.type === 'folder') ? await allItems(owner) : [];
  const below = (folderId: string) => everything.filter((item) => item.path.includes(folderId));
  const now = new Date().toISOString();
  const pasted: Item[] = [];
  const writes: Item[] = [];
  const copies: [string, string][] = [];
  for (const entry of plan) {
    if (!('name' in entry)) {
      skipped.push({ id: entry.item.id, reason: entry.skipped });
      continue;
    }
    const source = byId.get(entry.item.id);
    if (!source) continue;
    if (mode === 'move') {
      const moved = { ...source, folderId: target.id, path: targetPath, name: entry.name, moved: true, updatedAt: now };
      const inner = source.type === 'folder' ? below(source.itemId) : [];
      const rebased = inner.map((item) => ({
        ...item,
        path: [...targetPath, source.itemId, ...item.path.slice(item.path.indexOf(source.itemId) + 1)],
      }));
      writes.push(moved, ...rebased);
      pasted.push(moved);
      continue;
    }
    const top = copyOf(owner, source, target.id, targetPath, entry.name, now);
    const newIds = new Map([[source.itemId, top.itemId]]);
    const inner = source.type === 'folder' ? below(source.itemId).sort((a, b) => a.path.length - b.path.length) : [];
    const innerCopies = inner.map((item) => {
      const copy = copyOf(owner, item, '', [], item.name, now);
      newIds.set(item.itemId, copy.itemId);
      return [item, copy] as const;
    });
    for (const [item, copy] of innerCopies) {
      const path = [...targetPath, ...item.path.slice(item.path.indexOf(source.itemId)).map((id) => newIds.get(id) ?? id)];
      writes.push({ ...copy, folderId: path.at(-1) ?? target.id, path });
    }
    writes.push(top);
    pasted.push(top);
    for (const [from, to] of [[source, top] as const, ...innerCopies]) {
      if (!from.objectKey || !to.objectKey) continue;
      copies.push([from.objectKey, to.objectKey]);
      if (from.thumbnail === 'ready')
        for (const size of [100, 200] as const) copies.push([thumbnailKey(from.objectKey, size), thumbnailKey(to.objectKey, size)]);
    }
  }
  if (writes.length > MAX_PASTE_ITEMS) throw new AppError('payload-too-large');
  const addedBytes = mode === 'copy' ? writes.reduce((sum, item) => sum + item.fileSize, 0) : 0;
  await reserveBytes(owner, addedBytes);
  try {
    await mapWithConcurrency(copies, S3_CONCURRENCY, ([from, to]) => copyFile(from, to));
    if (writes.length > 0) {
      const { unprocessed } = await storageItemEntity.put(writes).go();
      if (unprocessed.length > 0) throw new AppError('internal');
    }
  } catch (error) {
    try {
      if (mode === 'copy') await discardCopies(owner, writes, copies);
    } finally {
      await releaseBytes(owner, addedBytes);
    }
    throw error;
  }
  return { pasted: pasted.map((item) => toStorageItem(item)), skipped };
};
