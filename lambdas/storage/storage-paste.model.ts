import type { PasteResult } from '../../shared/schemas/storage.schema.js';
import { THUMBNAIL_SIZES, type PasteMode, type PastePlan } from '../../shared/storage/storage-rules.js';
import { itemsBelow, newItemId, type Item, type Owner } from './storage-item.model.js';
import { objectKeyOf, thumbnailKey } from './storage-objects.model.js';

/** The folder pasted into, with its path as its items carry it (its ancestors and itself, without the root). */
export interface PasteTarget {
  id: string;
  path: string[];
}
/** A server-side copy of one object: from key, to key. */
export type ObjectCopy = [string, string];

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

/** The objects behind copied items: each file's object and, when they were made, its previews. */
const objectCopiesOf = (pairs: (readonly [Item, Item])[]): ObjectCopy[] =>
  pairs.flatMap(([{ objectKey: from, thumbnail }, { objectKey: to }]): ObjectCopy[] => {
    if (!from || !to) return [];
    const previews =
      thumbnail === 'ready' ? THUMBNAIL_SIZES.map((size): ObjectCopy => [thumbnailKey(from, size), thumbnailKey(to, size)]) : [];
    return [[from, to], ...previews];
  });

/** Move: the item goes into the target under its pasted name; below a folder only the paths change. */
const moveOf = (source: Item, target: PasteTarget, name: string, everything: Item[], now: string) => {
  const moved = { ...source, folderId: target.id, path: target.path, name, moved: true, updatedAt: now };
  const inner = source.type === 'folder' ? itemsBelow(everything, source.itemId) : [];
  const rebased = inner.map((item) => ({
    ...item,
    path: [...target.path, source.itemId, ...item.path.slice(item.path.indexOf(source.itemId) + 1)],
  }));
  return { pasted: moved, writes: [moved, ...rebased], copies: [] };
};

/** Copy: the item and everything below a folder get new ids, the paths below follow the new folder ids. */
const copyTreeOf = (owner: Owner, source: Item, target: PasteTarget, name: string, everything: Item[], now: string) => {
  const top = copyOf(owner, source, target.id, target.path, name, now);
  const newIds = new Map([[source.itemId, top.itemId]]);
  const inner = source.type === 'folder' ? itemsBelow(everything, source.itemId).sort((a, b) => a.path.length - b.path.length) : [];
  const innerCopies = inner.map((item) => {
    const copy = copyOf(owner, item, '', [], item.name, now);
    newIds.set(item.itemId, copy.itemId);
    return [item, copy] as const;
  });
  const innerWrites = innerCopies.map(([item, copy]) => {
    const path = [...target.path, ...item.path.slice(item.path.indexOf(source.itemId)).map((id) => newIds.get(id) ?? id)];
    return { ...copy, folderId: path.at(-1) ?? target.id, path };
  });
  return { pasted: top, writes: [...innerWrites, top], copies: objectCopiesOf([[source, top], ...innerCopies]) };
};

/**
 * What a paste writes by its plan: the pasted items, every record to put (the subtrees of folders
 * included), the object copies and the items the plan skipped. `everything`: the owner's items when a folder is pasted.
 */
export const pasteWrites = (
  owner: Owner,
  mode: PasteMode,
  plan: PastePlan[],
  sources: ReadonlyMap<string, Item>,
  target: PasteTarget,
  everything: Item[],
  now: string,
) => {
  const pasted: Item[] = [];
  const writes: Item[] = [];
  const copies: ObjectCopy[] = [];
  const skipped: PasteResult['skipped'] = [];
  for (const entry of plan) {
    if (!('name' in entry)) {
      skipped.push({ id: entry.item.id, reason: entry.skipped });
      continue;
    }
    const source = sources.get(entry.item.id);
    if (!source) continue;
    const part =
      mode === 'move'
        ? moveOf(source, target, entry.name, everything, now)
        : copyTreeOf(owner, source, target, entry.name, everything, now);
    pasted.push(part.pasted);
    writes.push(...part.writes);
    copies.push(...part.copies);
  }
  return { pasted, writes, copies, skipped };
};
