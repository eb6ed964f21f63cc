import type { PasteResult } from '../../shared/schemas/storage.schema.js';
import { MAX_PASTE_ITEMS, planPaste, type PasteMode } from '../../shared/storage/storage-rules.js';
import { AppError } from '../_lib/app-error.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import type { Caller } from '../_lib/caller.js';
import { copyFile, deleteFile } from '../_lib/files.js';
import { storageItemEntity } from './storage-item.entity.js';
import { childPath, ownerOf, toStorageItem, type Item, type Owner } from './storage-item.model.js';
import { S3_CONCURRENCY } from './storage-objects.model.js';
import { allItems, folderItems, releaseBytes, requireWritableFolder, reserveBytes } from './storage-owner.service.js';
import { pasteWrites, type ObjectCopy } from './storage-paste.model.js';

/** The target folder, the names in it and the clipboard's items that exist, read at once. */
const readPaste = async (owner: Owner, targetId: string, ids: string[]) => {
  const [target, siblings, found] = await Promise.all([
    requireWritableFolder(owner, targetId),
    folderItems(owner, targetId),
    storageItemEntity.get(ids.map((itemId) => ({ ...owner, itemId }))).go(),
  ]);
  return { target, siblings, sources: new Map(found.data.map((item) => [item.itemId, item])) };
};

/**
 * A copy that failed leaves nothing: the records the batch may have written, then every object
 * copied so far (a copy that never came is no error to delete).
 */
const discardCopies = async (owner: Owner, copiedItems: Item[], copies: ObjectCopy[]) => {
  if (copiedItems.length > 0) await storageItemEntity.delete(copiedItems.map((item) => ({ ...owner, itemId: item.itemId }))).go();
  await mapWithConcurrency(copies, S3_CONCURRENCY, ([, to]) => deleteFile(to));
};

/** A copy's bytes are reserved first; when the objects or records fail, a copy leaves nothing and the bytes go back. */
const commitPaste = async (owner: Owner, mode: PasteMode, writes: Item[], copies: ObjectCopy[]) => {
  const addedBytes = mode === 'copy' ? writes.reduce((sum, item) => sum + item.fileSize, 0) : 0;
  await reserveBytes(owner, addedBytes);
  try {
    await mapWithConcurrency(copies, S3_CONCURRENCY, ([from, to]) => copyFile(from, to));
    if (writes.length > 0) await storageItemEntity.put(writes).go();
  } catch (error) {
    try {
      if (mode === 'copy') await discardCopies(owner, writes, copies);
    } finally {
      await releaseBytes(owner, addedBytes);
    }
    throw error;
  }
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
  const { target, siblings, sources } = await readPaste(owner, targetId, ids);
  const notFound: PasteResult['skipped'] = ids.filter((id) => !sources.has(id)).map((id) => ({ id, reason: 'not-found' as const }));
  const pasteTarget = { id: target.id, path: childPath(target) };
  const plan = planPaste(
    mode,
    ids.flatMap((id) => sources.get(id) ?? []).map((item) => ({ ...item, id: item.itemId })),
    pasteTarget,
    siblings.map((item) => item.name),
  );
  const everything = plan.some((entry) => 'name' in entry && entry.item.type === 'folder') ? await allItems(owner) : [];
  const { pasted, writes, copies, skipped } = pasteWrites(owner, mode, plan, sources, pasteTarget, everything, new Date().toISOString());
  if (writes.length > MAX_PASTE_ITEMS) throw new AppError('payload-too-large');
  await commitPaste(owner, mode, writes, copies);
  return { pasted: pasted.map((item) => toStorageItem(item)), skipped: [...notFound, ...skipped] };
};
