import { describe, expect, it } from 'vitest';
import { appErrorOf } from '../../tests/fixtures/app-error.js';
import { storageOwner, storedItem } from '../../tests/fixtures/storage-items.js';
import type { Caller } from '../_lib/caller.js';
import {
  childPath,
  folderOf,
  itemsBelow,
  newFolderItem,
  newItemId,
  ownerOf,
  requireFreeName,
  rootFolder,
  toStorageItem,
} from './storage-item.model.js';

const owner = storageOwner;
const item = storedItem;

describe('ownerOf', () => {
  it('keys a storage by the caller’s school and uid, nothing else of the caller', () => {
    expect(ownerOf({ schoolId: 'lindenhof', uid: 'anna', role: 'student' } as Caller)).toEqual(owner);
  });
});

describe('newItemId', () => {
  it('sorts ids by creation time, and two ids of the same moment differ', () => {
    const first = newItemId();
    const second = newItemId();
    expect(first).toMatch(/^[0-9a-z]{9}-[\w-]{8}$/);
    expect(first).not.toBe(second);
    expect(first.slice(0, 9) <= second.slice(0, 9)).toBe(true);
  });
});

describe('toStorageItem', () => {
  it('shows the item without its keys and object, with a preview URL only when there is one', () => {
    const shown = toStorageItem(item('f1', { objectKey: 'storage/lindenhof/anna/f1.txt', copyFrom: 'f0' }));
    expect(shown).toMatchObject({ id: 'f1', name: 'f1', type: 'file', folderId: 'root', fileSize: 4 });
    expect(shown).not.toHaveProperty('thumbnailUrl');
    for (const hidden of ['objectKey', 'schoolId', 'ownerUid', 'copyFrom']) expect(shown).not.toHaveProperty(hidden);
    expect(toStorageItem(item('f1'), 'https://files.example/f1.png').thumbnailUrl).toBe('https://files.example/f1.png');
  });
});

describe('folders', () => {
  it('takes a folder item as a folder and refuses a file or a missing item as not found', () => {
    const folder = item('d1', { type: 'folder', path: ['d0'], folderId: 'd0', name: 'Mathe', locked: true });
    expect(folderOf(folder)).toEqual({ id: 'd1', name: 'Mathe', blocked: false, locked: true, path: ['d0'], parentId: 'd0' });
    expect(appErrorOf(() => folderOf(item('f1'))).code).toBe('not-found');
    expect(appErrorOf(() => folderOf(null)).code).toBe('not-found');
  });

  it('gives the root’s children an empty path and a folder’s children its path and itself', () => {
    expect(childPath(rootFolder)).toEqual([]);
    expect(childPath(folderOf(item('d2', { type: 'folder', path: ['d0', 'd1'] })))).toEqual(['d0', 'd1', 'd2']);
  });

  it('makes a new folder item without object, size or preview, created and changed at once', () => {
    const folder = newFolderItem(owner, { itemId: 'd1', folderId: 'root', path: [], name: 'Neu', blocked: false, locked: false }, 'now');
    expect(folder).toEqual({
      ...owner,
      itemId: 'd1',
      folderId: 'root',
      path: [],
      name: 'Neu',
      blocked: false,
      locked: false,
      type: 'folder',
      contentType: 'folder',
      extension: '',
      fileSize: 0,
      thumbnail: 'none',
      createdAt: 'now',
      updatedAt: 'now',
    });
  });

  it('finds everything below a folder at any depth, but not the folder itself or its siblings', () => {
    const items = [
      item('d1', { type: 'folder' }),
      item('f1', { path: ['d1'] }),
      item('f2', { path: ['d1', 'd2'] }),
      item('f3', { path: ['d3'] }),
    ];
    expect(itemsBelow(items, 'd1').map((below) => below.itemId)).toEqual(['f1', 'f2']);
    expect(itemsBelow(items, 'd9')).toEqual([]);
  });
});

describe('requireFreeName', () => {
  const siblings = [item('f1', { name: 'Bericht.pdf' }), item('f2', { name: 'Notizen.txt' })];

  it('refuses a name of the folder regardless of case and surrounding spaces', () => {
    expect(appErrorOf(() => requireFreeName(siblings, 'bericht.PDF')).code).toBe('storage-name-taken');
    expect(appErrorOf(() => requireFreeName(siblings, ' Bericht.pdf ')).code).toBe('storage-name-taken');
    expect(() => requireFreeName(siblings, 'Bericht 2.pdf')).not.toThrow();
  });

  it('lets an item keep its own name (a rename to the same or another case)', () => {
    expect(() => requireFreeName(siblings, 'BERICHT.pdf', 'f1')).not.toThrow();
    expect(appErrorOf(() => requireFreeName(siblings, 'notizen.txt', 'f1')).code).toBe('storage-name-taken');
  });
});
