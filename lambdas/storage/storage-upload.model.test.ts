import { describe, expect, it } from 'vitest';
import { storageOwner, storedItem } from '../../tests/fixtures/storage-items.js';
import type { Item } from './storage-item.model.js';
import { replacedFiles, uploadedItem, type Upload } from './storage-upload.model.js';

const owner = storageOwner;
const item = (itemId: string, name: string, overrides: Partial<Item> = {}) =>
  storedItem(itemId, { name, folderId: 'd1', path: ['d1'], ...overrides });
const upload = (overrides: Partial<Upload> = {}): Upload => ({
  ...owner,
  uploadId: 'u1',
  folderId: 'd1',
  name: 'Bericht.pdf',
  size: 20,
  contentType: 'application/pdf',
  extension: 'pdf',
  objectKey: 'storage/lindenhof/anna/u1.pdf',
  replace: false,
  startedDay: '2026-11-24',
  createdAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

describe('replacedFiles', () => {
  const siblings = [
    item('f1', 'bericht.PDF'),
    item('f2', 'Bericht.pdf', { blocked: true }),
    item('d2', 'Bericht.pdf', { type: 'folder' }),
    item('f3', 'Anderes.pdf'),
  ];

  it("replaces with 'Ersetzen' the files of the name in any case, never a blocked file or a folder", () => {
    expect(replacedFiles(upload({ replace: true }), siblings).map(({ itemId }) => itemId)).toEqual(['f1']);
  });

  it('replaces nothing without it', () => {
    expect(replacedFiles(upload(), siblings)).toEqual([]);
  });
});

describe('uploadedItem', () => {
  it('becomes a file item under the upload’s id, object and size, created now', () => {
    expect(uploadedItem(owner, upload(), [], [], ['d1'], 'now')).toEqual({
      ...owner,
      itemId: 'u1',
      folderId: 'd1',
      path: ['d1'],
      name: 'Bericht.pdf',
      type: 'file',
      contentType: 'application/pdf',
      extension: 'pdf',
      fileSize: 20,
      objectKey: 'storage/lindenhof/anna/u1.pdf',
      blocked: false,
      locked: false,
      thumbnail: 'none',
      createdAt: 'now',
      updatedAt: 'now',
    });
  });

  it("takes the ' (Kopie)' name on a clash, but the name itself when the clashing file is replaced", () => {
    const taken = item('f1', 'Bericht.pdf');
    const others = [taken, item('f2', 'Bericht (Kopie).pdf')];
    expect(uploadedItem(owner, upload(), others, [], ['d1'], 'now').name).toBe('Bericht (Kopie 2).pdf');
    expect(uploadedItem(owner, upload({ replace: true }), others, [taken], ['d1'], 'now').name).toBe('Bericht.pdf');
  });

  it('waits for previews of the image types that get them, not of other files', () => {
    expect(uploadedItem(owner, upload({ contentType: 'image/png' }), [], [], [], 'now').thumbnail).toBe('pending');
    expect(uploadedItem(owner, upload({ contentType: 'image/svg+xml' }), [], [], [], 'now').thumbnail).toBe('pending');
    expect(uploadedItem(owner, upload({ contentType: 'image/webp' }), [], [], [], 'now').thumbnail).toBe('none');
    expect(uploadedItem(owner, upload({ contentType: 'unknown' }), [], [], [], 'now').thumbnail).toBe('none');
  });
});
