import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { SavePinBody } from '../../shared/schemas/pin.schema.js';
import type { IndexedPin } from './pin-state.service.js';
import type { pinEntity } from './pin.entity.js';

export type PinItem = EntityItem<typeof pinEntity>;

/** A new pin's id: creation time first, so an author's pins sort newest last. */
export const newPinId = (createdAt: string) => `${createdAt.replace(/[-:.]/g, '')}-${randomBytes(5).toString('hex')}`;

/** What a saved pin takes from the author's form: validity, title, content, colour, boards and the linked polls. */
export const pinFieldsOf = (body: SavePinBody, polls: PinItem['polls']) => ({
  start: body.start,
  end: body.end,
  title: body.title,
  content: body.content,
  colorName: body.color.name,
  pinboardIds: body.pinboardIds,
  polls,
});

/** A new pin of an author from what they saved (the seed writes the demo pins through it too). */
export const newPinItem = (
  schoolId: string,
  author: { uid: string; displayName: string },
  body: SavePinBody,
  now = new Date(),
  polls: PinItem['polls'] = [],
): PinItem => {
  const createdAt = now.toISOString();
  return {
    schoolId,
    pinId: newPinId(createdAt),
    authorUid: author.uid,
    authorName: author.displayName,
    createdAt,
    ...pinFieldsOf(body, polls),
    revision: 1,
  };
};

export const placementsOf = (pin: PinItem) => pin.pinboardIds.map((pinboardId) => ({ ...pin, pinboardId }));

/** The keys of the old pin's placements that the saved pin no longer has (a board or the last valid day changed). */
export const droppedPlacementKeys = (old: PinItem, pin: PinItem) => {
  const kept = new Set(placementsOf(pin).map((placement) => `${placement.pinboardId}|${placement.end}`));
  return placementsOf(old)
    .map(({ schoolId, pinboardId, end }) => ({ schoolId, pinboardId, end, pinId: old.pinId }))
    .filter((key) => !kept.has(`${key.pinboardId}|${key.end}`));
};

export const indexEntryOf = (pin: PinItem): IndexedPin => ({
  pinId: pin.pinId,
  start: pin.start,
  end: pin.end,
  pinboardIds: pin.pinboardIds,
});

const RETRYABLE_CODES = new Set(['None', 'ConditionalCheckFailed', 'TransactionConflict']);

/**
 * Whether a cancelled pin transaction failed only on the school's index (another pin write came
 * first): then it is tried again on the index read anew. A failed guard of the pin itself is a
 * conflict with a concurrent edit (409).
 */
export const lostOnlyTheIndex = (reasons: readonly unknown[]) => {
  const codes = reasons.map((reason) => String((reason as { code?: unknown }).code));
  return codes.every((code) => RETRYABLE_CODES.has(code)) && !codes.slice(0, -1).includes('ConditionalCheckFailed');
};
