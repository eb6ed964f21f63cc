import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { PIN_ATTACHMENTS_MAX_BYTES, type Pin, type SavePinBody, type StackedPin } from '../../shared/schemas/pin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure, transactionWritten } from '../_lib/condition-failure.js';
import { copyFile, deleteFile, presignDownload } from '../_lib/files.js';
import { entityService } from '../_lib/entity-service.js';
import { ownPublishedPollLink } from '../polls/poll-link.service.js';
import { ownStoredFile } from '../storage/storage-file.service.js';
import { pinEntity, pinPlacementEntity } from './pin.entity.js';
import { PIN_INDEX, pinIndexEntity } from './pin-index.entity.js';
import { stackedPinEntity } from './pin-read.entity.js';
import { isCurrent, pinDayAt, stackedCopyOf } from './pin-days.model.js';
import {
  currentPinIndex,
  nextPinIndex,
  readerOf,
  readPinIds,
  readPinState,
  saveReadMark,
  visibleBoards,
  type IndexedPin,
  type PinState,
} from './pin-state.service.js';

const pinWrites = entityService({ pinEntity, pinPlacementEntity, pinIndexEntity });

type PinItem = EntityItem<typeof pinEntity>;
type Attachment = NonNullable<PinItem['attachments']>[number];

/** How long a reader's download link of an attachment works. */
const ATTACHMENT_URL_SECONDS = 300;
/** A pin's attachments lie in its own folder of the files bucket, apart from anyone's storage. */
const attachmentKey = (schoolId: string, pinId: string, attachmentId: string) => `pin-attachments/${schoolId}/${pinId}/${attachmentId}`;

/** A new pin's id: creation time first, so an author's pins sort newest last. */
const newPinId = (createdAt: string) => `${createdAt.replace(/[-:.]/g, '')}-${randomBytes(5).toString('hex')}`;

export const listPinboards = async (caller: Caller) => ({ pinboards: (await visibleBoards(caller)).boards });

const toPin = (item: PinItem, callerUid: string, unread: boolean): Pin => ({
  id: item.pinId,
  title: item.title,
  content: item.content,
  start: item.start,
  end: item.end,
  createdAt: item.createdAt,
  color: { name: item.colorName, shade: 600 },
  pinboardIds: item.pinboardIds,
  authorName: item.authorName,
  polls: item.polls ?? [],
  attachments: (item.attachments ?? []).map(({ id, name, contentType, fileSize }) => ({ id, name, contentType, fileSize })),
  own: item.authorUid === callerUid,
  unread,
});

/** The current pins on the subject's boards, newest first. */
const currentOnBoards = ({ pins, boardIds }: PinState, today = pinDayAt(new Date())) =>
  pins.filter((pin) => isCurrent(pin, today) && pin.pinboardIds.some((id) => boardIds.has(id)));

/** BatchGetItem takes 100 keys: the pins are read in requests of 100 at once. */
const BATCH_KEYS = 100;

/**
 * 'Aktuell': the current pins on the caller's boards, newest first. The pin index and the reader's
 * marks name them (one batch get), then the pins are read by id, whatever the number of boards.
 */
export const listCurrentPins = async (caller: Caller) => {
  const state = await readPinState(caller);
  const shown = currentOnBoards(state);
  if (shown.length === 0) return { pins: [] };
  const { data } = await pinEntity
    .get(shown.map(({ pinId }) => ({ schoolId: state.schoolId, pinId })))
    .go({ concurrent: Math.ceil(shown.length / BATCH_KEYS) });
  const byId = new Map(data.map((item) => [item.pinId, item]));
  return {
    pins: shown.flatMap(({ pinId }) => {
      const item = byId.get(pinId);
      return item ? [toPin(item, caller.uid, !state.readIds.has(pinId))] : [];
    }),
  };
};

/** The start-page badge: current pins on the caller's boards not read, from one batch get. */
export const countUnreadPins = async (caller: Caller) => {
  const state = await readPinState(caller);
  return { unread: currentOnBoards(state).filter((pin) => !state.readIds.has(pin.pinId)).length };
};

/** 'Eigene': the tutor's pins of every validity, newest first. */
export const listOwnPins = async (caller: Caller) => {
  const [{ data }, read] = await Promise.all([
    pinEntity.query.byAuthor({ schoolId: caller.schoolId, authorUid: caller.uid }).go({ pages: 'all', order: 'desc' }),
    readPinIds(caller),
  ]);
  return { pins: data.map((item) => toPin(item, caller.uid, !read.has(item.pinId))) };
};

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

/** Copies every file or none: when one copy fails, the copies that succeeded are deleted again and the failure stands. */
const copyAll = async (copies: { from: string; to: string }[]) => {
  const outcomes = await Promise.allSettled(copies.map(({ from, to }) => copyFile(from, to)));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (!failure) return;
  await Promise.all(copies.filter((_, index) => outcomes[index]?.status === 'fulfilled').map(({ to }) => deleteFile(to)));
  throw failure.reason;
};

/**
 * The pin's attachments after a save: the kept ones (ids the pin has) and copies of the author's own
 * stored files, within the total size. The copies are made before the pin is written; `discard`
 * removes them again when the write fails.
 */
const attachmentsFor = async (caller: Caller, pin: PinItem, body: SavePinBody) => {
  const current = pin.attachments ?? [];
  const kept = body.attachmentIds.map((id) => {
    const attachment = current.find((item) => item.id === id);
    if (!attachment) throw new AppError('validation-failed', { attachmentIds: 'not_found' });
    return attachment;
  });
  const files = await Promise.all(body.storageItemIds.map((itemId) => ownStoredFile(caller, itemId)));
  const added: Attachment[] = files.map(({ name, contentType, fileSize }) => ({
    id: randomBytes(8).toString('hex'),
    name,
    contentType,
    fileSize,
  }));
  if ([...kept, ...added].reduce((sum, attachment) => sum + attachment.fileSize, 0) > PIN_ATTACHMENTS_MAX_BYTES)
    throw new AppError('validation-failed', { storageItemIds: 'too_large' });
  const keyOf = (attachment: Attachment) => attachmentKey(pin.schoolId, pin.pinId, attachment.id);
  await copyAll(added.map((attachment, index) => ({ from: files[index]?.objectKey ?? '', to: keyOf(attachment) })));
  const removed = current.filter((attachment) => !kept.includes(attachment));
  return {
    attachments: [...kept, ...added],
    discard: () => Promise.all(added.map((attachment) => deleteFile(keyOf(attachment)))),
    removeDropped: () => Promise.all(removed.map((attachment) => deleteFile(keyOf(attachment)))),
  };
};

/** Writes the pin; when the write fails, the attachment copies made for it are removed, and the error stands. */
const writeWithAttachments = async (write: () => Promise<void>, attachments: Awaited<ReturnType<typeof attachmentsFor>>) => {
  try {
    await write();
  } catch (error) {
    await attachments.discard();
    throw error;
  }
  await attachments.removeDropped();
};

const placementsOf = (pin: PinItem) => pin.pinboardIds.map((pinboardId) => ({ ...pin, pinboardId }));

/** What a saved pin takes from the author's form: validity, title, content, colour, boards and the linked polls. */
const pinFieldsOf = (body: SavePinBody, polls: PinItem['polls']) => ({
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

type PinWriteEntities = Parameters<Parameters<typeof pinWrites.transaction.write>[0]>[0];
type PinTransactionWrite = ReturnType<Parameters<typeof pinWrites.transaction.write>[0]>[number];

/** How often a pin write is tried again when another pin write of the school changed its index first. */
const INDEX_ATTEMPTS = 5;
const RETRYABLE_CODES = new Set(['None', 'ConditionalCheckFailed', 'TransactionConflict']);

/**
 * Whether a cancelled pin transaction failed only on the school's index (another pin write came
 * first): then it is tried again on the index read anew. A failed guard of the pin itself is a
 * conflict with a concurrent edit (409).
 */
const lostOnlyTheIndex = (reasons: readonly unknown[]) => {
  const codes = reasons.map((reason) => String((reason as { code?: unknown }).code));
  return codes.every((code) => RETRYABLE_CODES.has(code)) && !codes.slice(0, -1).includes('ConditionalCheckFailed');
};

/**
 * Writes a pin transaction with the school's pin index (the pin's entry, or none after a delete) in
 * it, the index guarded by the revision read; a failed guard of the pin means someone changed it in
 * between (409).
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
    if (!transactionWritten(result)) throw new AppError('conflict');
  }
};

const indexEntryOf = (pin: PinItem): IndexedPin => ({ pinId: pin.pinId, start: pin.start, end: pin.end, pinboardIds: pin.pinboardIds });

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

/** Replaces the pin and all its placements in one transaction, guarded by the revision read (a concurrent edit answers 409). */
export const updatePin = async (caller: Caller, pinId: string, body: SavePinBody) => {
  const [old, , polls] = await Promise.all([
    getOwnPin(caller, pinId),
    requirePostableBoards(caller, body.pinboardIds),
    linkedPolls(caller, body.pollIds),
  ]);
  const files = await attachmentsFor(caller, old, body);
  const pin: PinItem = {
    ...old,
    ...pinFieldsOf(body, polls),
    attachments: files.attachments,
    revision: old.revision + 1,
  };
  const oldKeys = placementsOf(old).map(({ schoolId, pinboardId, end }) => ({ schoolId, pinboardId, end, pinId }));
  const kept = new Set(placementsOf(pin).map((placement) => `${placement.pinboardId}|${placement.end}`));
  const write = () =>
    committed(pin.schoolId, pinId, indexEntryOf(pin), (entities) => [
      entities.pinEntity
        .put(pin)
        .where(({ revision }, { eq }) => eq(revision, old.revision))
        .commit(),
      ...oldKeys.filter((key) => !kept.has(`${key.pinboardId}|${key.end}`)).map((key) => entities.pinPlacementEntity.delete(key).commit()),
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
  await Promise.all((old.attachments ?? []).map((attachment) => deleteFile(attachmentKey(old.schoolId, pinId, attachment.id))));
  return { deleted: true as const };
};

/** A pin the caller may read: current or not, on one of their boards (or their own). */
const getReadablePin = async (caller: Caller, pinId: string) => {
  const { schoolId, boards } = await visibleBoards(caller);
  const { data } = await pinEntity.get({ schoolId, pinId }).go();
  const visible = new Set(boards.map((board) => board.id));
  if (!data || (data.authorUid !== caller.uid && !data.pinboardIds.some((id) => visible.has(id)))) throw new AppError('not-found');
  return data;
};

/** A short-lived download link of an attachment, for every reader of the pin (another school's or board's pin: 404). */
export const getPinAttachment = async (caller: Caller, pinId: string, attachmentId: string) => {
  const pin = await getReadablePin(caller, pinId);
  const attachment = (pin.attachments ?? []).find((item) => item.id === attachmentId);
  if (!attachment) throw new AppError('not-found');
  const url = await presignDownload(attachmentKey(pin.schoolId, pinId, attachment.id), attachment.name, ATTACHMENT_URL_SECONDS);
  return { url, fileName: attachment.name };
};

/** Marks a pin read (a flag item) or unread again (no flag). */
export const markPin = async (caller: Caller, pinId: string, unread: boolean) => {
  const pin = await getReadablePin(caller, pinId);
  await saveReadMark(caller, { pinId, end: pin.end }, unread);
  return { id: pinId, unread };
};

const toStacked = (item: EntityItem<typeof stackedPinEntity>): StackedPin => ({
  id: item.stackedId,
  title: item.title,
  content: item.content,
  stackedOn: item.stackedOn,
  color: { name: item.colorName, shade: 600 },
});

/** 'Ablegen': a personal copy with start today and the pin's colour, without boards, polls, author or validity. */
export const stackPin = async (caller: Caller, pinId: string) => {
  const pin = await getReadablePin(caller, pinId);
  const reader = readerOf(caller);
  const now = new Date();
  const item = {
    schoolId: reader.schoolId,
    ownerUid: reader.readerUid,
    subjectUid: reader.subjectUid,
    stackedId: newPinId(now.toISOString()),
    ...stackedCopyOf(pin, now),
  };
  await stackedPinEntity.create(item).go();
  return toStacked(item);
};

export const listStackedPins = async (caller: Caller) => {
  const { schoolId, readerUid, subjectUid } = readerOf(caller);
  const { data } = await stackedPinEntity.query.byOwner({ schoolId, ownerUid: readerUid, subjectUid }).go({ pages: 'all', order: 'desc' });
  return { pins: data.map(toStacked) };
};

export const deleteStackedPin = async (caller: Caller, stackedId: string) => {
  const { schoolId, readerUid, subjectUid } = readerOf(caller);
  try {
    await stackedPinEntity
      .delete({ schoolId, ownerUid: readerUid, subjectUid, stackedId })
      .where((attr, { exists }) => exists(attr.stackedId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not-found');
    throw error;
  }
  return { deleted: true as const };
};
