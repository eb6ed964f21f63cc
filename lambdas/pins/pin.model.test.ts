import { describe, expect, it } from 'vitest';
import type { SavePinBody } from '../../shared/schemas/pin.schema.js';
import { droppedPlacementKeys, indexEntryOf, lostOnlyTheIndex, newPinId, newPinItem, placementsOf, type PinItem } from './pin.model.js';

const body: SavePinBody = {
  pinboardIds: ['b1', 'b2'],
  start: '2026-11-24',
  end: '2026-11-30',
  title: 'Wandertag',
  content: 'Treffpunkt Haupteingang',
  color: { name: 'teal', shade: 600 },
  pollIds: [],
  attachmentIds: [],
  storageItemIds: [],
};
const author = { uid: 't-1', displayName: 'Herr Müller' };
const pinOf = (overrides: Partial<PinItem> = {}): PinItem => ({
  ...newPinItem('lindenhof', author, body, new Date('2026-11-24T08:15:30.123Z')),
  ...overrides,
});

describe('newPinId', () => {
  it('starts with the creation time, digits only, so later pins sort after earlier ones', () => {
    const id = newPinId('2026-11-24T08:15:30.123Z');
    expect(id).toMatch(/^20261124T081530123Z-[0-9a-f]{10}$/);
    expect(newPinId('2026-11-24T08:15:31.000Z') > id).toBe(true);
    expect(newPinId('2026-11-24T08:15:30.123Z')).not.toBe(id);
  });
});

describe('newPinItem', () => {
  it('takes the form’s fields, the author and the linked polls, at revision 1', () => {
    const polls = [{ id: 'poll-1', label: 'Anmeldung' }];
    const pin = newPinItem('lindenhof', author, body, new Date('2026-11-24T08:15:30.123Z'), polls);
    expect(pin).toEqual({
      schoolId: 'lindenhof',
      pinId: expect.stringMatching(/^20261124T081530123Z-/) as string,
      authorUid: 't-1',
      authorName: 'Herr Müller',
      createdAt: '2026-11-24T08:15:30.123Z',
      start: '2026-11-24',
      end: '2026-11-30',
      title: 'Wandertag',
      content: 'Treffpunkt Haupteingang',
      colorName: 'teal',
      pinboardIds: ['b1', 'b2'],
      polls,
      revision: 1,
    });
    expect(newPinItem('lindenhof', author, body).polls).toEqual([]);
  });
});

describe('placements', () => {
  it('places a pin once on each of its boards, as a copy with the board', () => {
    const pin = pinOf();
    expect(placementsOf(pin)).toEqual([
      { ...pin, pinboardId: 'b1' },
      { ...pin, pinboardId: 'b2' },
    ]);
    expect(indexEntryOf(pin)).toEqual({ pinId: pin.pinId, start: '2026-11-24', end: '2026-11-30', pinboardIds: ['b1', 'b2'] });
  });

  it('drops the placements of boards an edit left, and all of them when the last valid day moved', () => {
    const old = pinOf();
    const key = (pinboardId: string) => ({ schoolId: 'lindenhof', pinboardId, end: '2026-11-30', pinId: old.pinId });
    expect(droppedPlacementKeys(old, { ...old, pinboardIds: ['b2', 'b3'] })).toEqual([key('b1')]);
    expect(droppedPlacementKeys(old, { ...old, title: 'Neu' })).toEqual([]);
    expect(droppedPlacementKeys(old, { ...old, end: '2026-12-04' })).toEqual([key('b1'), key('b2')]);
  });
});

describe('lostOnlyTheIndex', () => {
  const reason = (code: string) => ({ code });

  it('retries when only the index’s guard (the last write) failed, the others cancelled with it', () => {
    expect(lostOnlyTheIndex([reason('None'), reason('None'), reason('ConditionalCheckFailed')])).toBe(true);
    expect(lostOnlyTheIndex([reason('TransactionConflict'), reason('None')])).toBe(true);
  });

  it('does not retry when the pin’s own guard failed: a concurrent edit', () => {
    expect(lostOnlyTheIndex([reason('ConditionalCheckFailed'), reason('None'), reason('None')])).toBe(false);
    expect(lostOnlyTheIndex([reason('ConditionalCheckFailed'), reason('ConditionalCheckFailed')])).toBe(false);
  });

  it('does not retry other failures or reasons without a code', () => {
    expect(lostOnlyTheIndex([reason('None'), reason('ValidationError')])).toBe(false);
    expect(lostOnlyTheIndex([{}, reason('ConditionalCheckFailed')])).toBe(false);
  });
});
