import type { FolderListing } from '../../shared/schemas/storage.schema.js';
import {
  FOLDER_PAGE_SIZE,
  MESSENGER_FOLDER_ID,
  MESSENGER_FOLDER_NAME,
  nameKey,
  ROOT_FOLDER_ID,
  STORAGE_QUOTA_BYTES,
  type ThumbnailSize,
} from '../../shared/storage/storage-rules.js';
import { getItems, itemRead } from '../_lib/batch-get.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { presignDownload } from '../_lib/files.js';
import { storageItemEntity } from './storage-item.entity.js';
import { folderOf, newFolderItem, ownerOf, rootFolder, toStorageItem, type Item, type Owner } from './storage-item.model.js';
import { thumbnailKey } from './storage-objects.model.js';
import { allItems, getItem } from './storage-owner.service.js';
import { storageUsageEntity } from './storage-usage.entity.js';

/** Previews are shown for a while; their presigned URLs are short-lived. */
const THUMBNAIL_URL_SECONDS = 600;

const withThumbnail = async (item: Item, size: ThumbnailSize) =>
  toStorageItem(
    item,
    item.thumbnail === 'ready' && item.objectKey
      ? await presignDownload(thumbnailKey(item.objectKey, size), `${item.name}.png`, THUMBNAIL_URL_SECONDS)
      : undefined,
  );

/** The Messenger folder every storage starts with (blocked and locked); created once, on the first listing of the root. */
const createMessengerFolder = async (owner: Owner) => {
  const now = new Date().toISOString();
  try {
    await storageItemEntity
      .create(
        newFolderItem(
          owner,
          { itemId: MESSENGER_FOLDER_ID, folderId: ROOT_FOLDER_ID, path: [], name: MESSENGER_FOLDER_NAME, blocked: true, locked: true },
          now,
        ),
      )
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** The reads of a folder's head: the folder item and the owner's usage. */
const folderHeadReads = (owner: Owner, folderId: string) =>
  [itemRead(storageItemEntity, { ...owner, itemId: folderId }), itemRead(storageUsageEntity, owner, (item) => item.usedBytes)] as const;

/**
 * One page of a folder: its 300 newest items (after `after`, the previous page's last id), the last
 * two folders of its path and the owner's usage: one batch get beside the query, and one more
 * request for the parent of a folder below the top level.
 */
export const listFolder = async (
  caller: Caller,
  folderId: string,
  { after, thumbnailSize = 200 }: { after?: string; thumbnailSize?: ThumbnailSize },
): Promise<FolderListing> => {
  const owner = ownerOf(caller);
  const query = storageItemEntity.query.byFolder({ ...owner, folderId });
  const [[folderItem, usage], page] = await Promise.all([
    getItems(folderHeadReads(owner, folderId)),
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
