import type { Pin } from '../../shared/schemas/pin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { currentOnBoards } from './pin-days.model.js';
import { readPinIds, readPinState, saveReadMark } from './pin-state.service.js';
import { pinEntity } from './pin.entity.js';
import type { PinItem } from './pin.model.js';
import { visibleBoards } from './visible-boards.service.js';

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
  revision: item.revision,
});

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

/** A pin the caller may read: current or not, on one of their boards (or their own). */
export const getReadablePin = async (caller: Caller, pinId: string) => {
  const { schoolId, boards } = await visibleBoards(caller);
  const { data } = await pinEntity.get({ schoolId, pinId }).go();
  const visible = new Set(boards.map((board) => board.id));
  if (!data || (data.authorUid !== caller.uid && !data.pinboardIds.some((id) => visible.has(id)))) throw new AppError('not-found');
  return data;
};

/** Marks a pin read (a flag item) or unread again (no flag). */
export const markPin = async (caller: Caller, pinId: string, unread: boolean) => {
  const pin = await getReadablePin(caller, pinId);
  await saveReadMark(caller, { pinId, end: pin.end }, unread);
  return { id: pinId, unread };
};
