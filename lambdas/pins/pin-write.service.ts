import type { SavePinBody, UpdatePinBody } from '../../shared/schemas/pin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { outdatedEdit, requireRevision } from '../_lib/revision.js';
import { ownPublishedPollLink } from '../polls/poll-link.service.js';
import { attachmentsFor, deleteAttachments, writeWithAttachments } from './pin-attachments.service.js';
import { PIN_INDEX, pinIndexEntity } from './pin-index.entity.js';
import { pinPlacementEntity } from './pin-placement.entity.js';
import { currentPinIndex, nextPinIndex, type IndexedPin } from './pin-state.service.js';
import { pinEntity } from './pin.entity.js';
import { droppedPlacementKeys, indexEntryOf, lostOnlyTheIndex, newPinItem, pinFieldsOf, placementsOf, type PinItem } from './pin.model.js';
import { visibleBoards } from './visible-boards.service.js';

const pinWrites = entityService({ pinEntity, pinPlacementEntity, pinIndexEntity });

/** Every board must be one the tutor may post to; anything else is refused as a whole. */
const requirePostableBoards = async (caller: Caller, pinboardIds: string[]) => {
  const { boards } = await visibleBoards(caller);
  const postable = new Set(boards.filter((board) => board.canPost).map((board) => board.id));
  const refused = pinboardIds.filter((id) => !postable.has(id));
  if (refused.length > 0) throw new AppError('forbidden', { pinboardIds: 'not_postable' });
};

/** The polls a pin links: each the author's own published poll, with its label (one get each, in parallel). */
const linkedPolls = (caller: Caller, pollIds: string[]) =>
  Promise.all(
    pollIds.map(async (pollId) => ownPublishedPollLink(caller, pollId).then(({ pollLabel }) => ({ id: pollId, label: pollLabel }))),
  );

type PinWriteEntities = Parameters<Parameters<typeof pinWrites.transaction.write>[0]>[0];
type PinTransactionWrite = ReturnType<Parameters<typeof pinWrites.transaction.write>[0]>[number];

/** How often a pin write is tried again when another pin write of the school changed its index first. */
const INDEX_ATTEMPTS = 5;

/**
 * Writes a pin transaction with the school's pin index (the pin's entry, or none after a delete) in
 * it, the index guarded by the revision read; a failed guard of the pin means someone changed it in
 * between (409, revision 'outdated').
 */
const committed = async (
  schoolId: string,
  pinId: string,
  entry: IndexedPin | null,
  writes: (entities: PinWriteEntities) => PinTransactionWrite[],
) => {
  for (let attempt = 1; ; attempt++) {
    const index = await currentPinIndex(schoolId);
    const result = await pinWrites.transaction
      .write((entities) => [
        ...writes(entities),
        entities.pinIndexEntity
          .put({ schoolId, pinIndex: PIN_INDEX, ...nextPinIndex(index, pinId, entry) })
          .where(({ revision }, { eq }) => eq(revision, index.revision))
          .commit(),
      ])
      .go();
    if (!result.canceled) return;
    if (attempt < INDEX_ATTEMPTS && lostOnlyTheIndex(result.data)) {
      // A short random pause, longer each time, so writers that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      continue;
    }
    if (!transactionWritten(result)) throw outdatedEdit();
  }
};

/** Writes a new pin with its placements and its index entry in one transaction. */
export const writeNewPin = (pin: PinItem) =>
  committed(pin.schoolId, pin.pinId, indexEntryOf(pin), (entities) => [
    entities.pinEntity.create(pin).commit(),
    ...placementsOf(pin).map((placement) => entities.pinPlacementEntity.create(placement).commit()),
  ]);

export const createPin = async (caller: Caller, body: SavePinBody) => {
  const [, polls] = await Promise.all([requirePostableBoards(caller, body.pinboardIds), linkedPolls(caller, body.pollIds)]);
  const draft = newPinItem(caller.schoolId, { uid: caller.uid, displayName: caller.user.displayName }, body, new Date(), polls);
  const files = await attachmentsFor(caller, draft, body);
  const pin = { ...draft, attachments: files.attachments };
  await writeWithAttachments(() => writeNewPin(pin), files);
  return { id: pin.pinId };
};

/** The caller's own pin; another author's pin or another school's id answers 404 alike. */
const getOwnPin = async (caller: Caller, pinId: string) => {
  const { data } = await pinEntity.get({ schoolId: caller.schoolId, pinId }).go();
  if (data?.authorUid !== caller.uid) throw new AppError('not-found');
  return data;
};

/**
 * Replaces the pin and all its placements in one transaction. An edit started from an older revision than the stored
 * one answers 409 'conflict' (someone saved meanwhile), and the write is guarded by that revision against a save now.
 */
export const updatePin = async (caller: Caller, pinId: string, body: UpdatePinBody) => {
  const [old, , polls] = await Promise.all([
    getOwnPin(caller, pinId),
    requirePostableBoards(caller, body.pinboardIds),
    linkedPolls(caller, body.pollIds),
  ]);
  requireRevision(old.revision, body.revision);
  const files = await attachmentsFor(caller, old, body);
  const pin: PinItem = {
    ...old,
    ...pinFieldsOf(body, polls),
    attachments: files.attachments,
    revision: old.revision + 1,
  };
  const write = () =>
    committed(pin.schoolId, pinId, indexEntryOf(pin), (entities) => [
      entities.pinEntity
        .put(pin)
        .where(({ revision }, { eq }) => eq(revision, old.revision))
        .commit(),
      ...droppedPlacementKeys(old, pin).map((key) => entities.pinPlacementEntity.delete(key).commit()),
      ...placementsOf(pin).map((placement) => entities.pinPlacementEntity.put(placement).commit()),
    ]);
  await writeWithAttachments(write, files);
  return { id: pinId };
};

export const deletePin = async (caller: Caller, pinId: string) => {
  const old = await getOwnPin(caller, pinId);
  await committed(old.schoolId, pinId, null, (entities) => [
    entities.pinEntity
      .delete({ schoolId: old.schoolId, pinId })
      .where(({ revision }, { eq }) => eq(revision, old.revision))
      .commit(),
    ...placementsOf(old).map(({ schoolId, pinboardId, end }) =>
      entities.pinPlacementEntity.delete({ schoolId, pinboardId, end, pinId }).commit(),
    ),
  ]);
  await deleteAttachments(old);
  return { deleted: true as const };
};
