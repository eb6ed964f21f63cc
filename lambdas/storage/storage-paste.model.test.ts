import { describe, expect, it } from 'vitest';
import { planPaste, type PasteMode } from '../../shared/storage/storage-rules.js';
import { defined } from '../../tests/fixtures/defined.js';
import { storageOwner, storedItem } from '../../tests/fixtures/storage-items.js';
import type { Item } from './storage-item.model.js';
import { pasteWrites, type PasteTarget } from './storage-paste.model.js';

const owner = storageOwner;
const stored = (itemId: string, overrides: Partial<Item> = {}) =>
  storedItem(itemId, {
    contentType: 'image/png',
    extension: 'png',
    fileSize: 10,
    objectKey: `storage/lindenhof/anna/${itemId}.png`,
    ...overrides,
  });
const folder = (itemId: string, folderId: string, path: string[]) =>
  stored(itemId, { type: 'folder', folderId, path, contentType: 'folder', extension: '', fileSize: 0, objectKey: undefined });

/** d1 (at the root) holds f1 and d2, d2 holds f2 (with previews); t is the target beside d1. */
const d1 = folder('d1', 'root', []);
const f1 = stored('f1', { folderId: 'd1', path: ['d1'] });
const d2 = folder('d2', 'd1', ['d1']);
const f2 = stored('f2', { folderId: 'd2', path: ['d1', 'd2'], thumbnail: 'ready' });
const loose = stored('f3', { thumbnail: 'pending' });
const everything = [d1, f1, d2, f2, loose];
const target: PasteTarget = { id: 't', path: ['t'] };

const paste = (mode: PasteMode, items: Item[], into = target) => {
  const plan = planPaste(
    mode,
    items.map((item) => ({ ...item, id: item.itemId })),
    into,
    [],
  );
  return pasteWrites(owner, mode, plan, new Map(items.map((item) => [item.itemId, item])), into, everything, 'now');
};
const byCopyOf = (writes: Item[], itemId: string) =>
  defined(
    writes.find((write) => write.copyFrom === itemId),
    `the copy of ${itemId}`,
  );

describe('pasteWrites: move', () => {
  it('moves a folder into the target and rebases the paths below it, keeping every id and object', () => {
    const { pasted, writes, copies, skipped } = paste('move', [d1]);
    expect(pasted).toEqual([{ ...d1, folderId: 't', path: ['t'], moved: true, updatedAt: 'now' }]);
    expect(writes.map(({ itemId, folderId, path }) => ({ itemId, folderId, path }))).toEqual([
      { itemId: 'd1', folderId: 't', path: ['t'] },
      { itemId: 'f1', folderId: 'd1', path: ['t', 'd1'] },
      { itemId: 'd2', folderId: 'd1', path: ['t', 'd1'] },
      { itemId: 'f2', folderId: 'd2', path: ['t', 'd1', 'd2'] },
    ]);
    expect(writes.slice(1).every((write) => write.updatedAt === 'before')).toBe(true);
    expect(copies).toEqual([]);
    expect(skipped).toEqual([]);
  });

  it('rebases a nested folder from its own place in the path, not from the root', () => {
    const { writes } = paste('move', [d2]);
    expect(writes.map(({ itemId, path }) => ({ itemId, path }))).toEqual([
      { itemId: 'd2', path: ['t'] },
      { itemId: 'f2', path: ['t', 'd2'] },
    ]);
  });

  it('moves a file alone and passes on what the plan skipped', () => {
    const blocked = stored('b1', { blocked: true });
    const { writes, skipped } = paste('move', [loose, blocked]);
    expect(writes.map((write) => write.itemId)).toEqual(['f3']);
    expect(skipped).toEqual([{ id: 'b1', reason: 'blocked' }]);
  });
});

describe('pasteWrites: copy', () => {
  it('copies a folder with new ids throughout, the paths and folders below following the new ids', () => {
    const { pasted, writes } = paste('copy', [d1]);
    const top = defined(pasted[0], 'the pasted folder');
    const [c1, c2, cf2] = [byCopyOf(writes, 'f1'), byCopyOf(writes, 'd2'), byCopyOf(writes, 'f2')];
    expect(top).toMatchObject({ folderId: 't', path: ['t'], copyFrom: 'd1', createdAt: 'now', updatedAt: 'now' });
    expect(new Set(writes.map((write) => write.itemId)).size).toBe(4);
    expect(writes.filter((write) => ['d1', 'f1', 'd2', 'f2'].includes(write.itemId))).toEqual([]);
    expect(c1).toMatchObject({ folderId: top.itemId, path: ['t', top.itemId] });
    expect(c2).toMatchObject({ folderId: top.itemId, path: ['t', top.itemId] });
    expect(cf2).toMatchObject({ folderId: c2.itemId, path: ['t', top.itemId, c2.itemId] });
    expect(writes.at(-1)).toBe(top);
  });

  it('copies each file’s object to a key of its own, and the previews only where they were made', () => {
    const { writes, copies } = paste('copy', [d1]);
    const [c1, cf2] = [byCopyOf(writes, 'f1'), byCopyOf(writes, 'f2')];
    expect(copies).toEqual([
      [f1.objectKey, `storage/lindenhof/anna/${c1.itemId}.png`],
      [f2.objectKey, `storage/lindenhof/anna/${cf2.itemId}.png`],
      [`${String(f2.objectKey)}.thumb-100.png`, `storage/lindenhof/anna/${cf2.itemId}.png.thumb-100.png`],
      [`${String(f2.objectKey)}.thumb-200.png`, `storage/lindenhof/anna/${cf2.itemId}.png.thumb-200.png`],
    ]);
    expect(byCopyOf(writes, 'd2').objectKey).toBeUndefined();
  });

  it('makes a copy unblocked and unlocked, not moved, and without a preview still being made', () => {
    const { pasted } = paste('copy', [{ ...loose, locked: true, moved: true }]);
    expect(pasted[0]).toMatchObject({ blocked: false, locked: false, moved: undefined, thumbnail: 'none', copyFrom: 'f3' });
    expect(paste('copy', [f2]).pasted[0]?.thumbnail).toBe('ready');
  });

  it("gives a copy into the same folder the ' (Kopie)' name", () => {
    const plan = planPaste('copy', [{ ...loose, id: loose.itemId }], { id: 'root', path: [] }, [loose.name]);
    const { pasted } = pasteWrites(owner, 'copy', plan, new Map([[loose.itemId, loose]]), { id: 'root', path: [] }, [], 'now');
    expect(pasted[0]).toMatchObject({ name: 'f3 (Kopie)', folderId: 'root', path: [] });
  });

  it('skips a folder pasted into itself and writes nothing for it', () => {
    const { writes, copies, skipped } = paste('copy', [d1], { id: 'd2', path: ['d1', 'd2'] });
    expect({ writes, copies }).toEqual({ writes: [], copies: [] });
    expect(skipped).toEqual([{ id: 'd1', reason: 'into-itself' }]);
  });
});
