import { describe, expect, it } from 'vitest';
import { objectKeyOf, objectKeysOf, objectName, thumbnailKey } from './storage-objects.model.js';

const owner = { schoolId: 'lindenhof', ownerUid: 'anna' };

describe('object keys', () => {
  it('puts an item’s object under the school and owner, with its extension when it has one', () => {
    expect(objectName(owner, 'f1', 'pdf')).toBe('anna/f1.pdf');
    expect(objectName(owner, 'f1', '')).toBe('anna/f1');
    expect(objectKeyOf(owner, 'f1', 'pdf')).toBe('storage/lindenhof/anna/f1.pdf');
    expect(objectKeyOf(owner, 'f1', '')).toBe('storage/lindenhof/anna/f1');
  });

  it('puts the previews next to the object as PNGs', () => {
    expect(thumbnailKey('storage/lindenhof/anna/f1.jpg', 100)).toBe('storage/lindenhof/anna/f1.jpg.thumb-100.png');
  });

  it('lists an item’s object with its previews only once they are made, and nothing for a folder', () => {
    const objectKey = 'storage/lindenhof/anna/f1.jpg';
    expect(objectKeysOf({ objectKey, thumbnail: 'ready' })).toEqual([
      objectKey,
      `${objectKey}.thumb-100.png`,
      `${objectKey}.thumb-200.png`,
    ]);
    expect(objectKeysOf({ objectKey, thumbnail: 'pending' })).toEqual([objectKey]);
    expect(objectKeysOf({ objectKey, thumbnail: 'failed' })).toEqual([objectKey]);
    expect(objectKeysOf({ thumbnail: 'none' })).toEqual([]);
  });
});
