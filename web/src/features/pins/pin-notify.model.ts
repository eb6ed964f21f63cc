import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '@shared/schemas/notification.schema.js';
import type { Pin, Pinboard } from '@shared/schemas/pin.schema.js';
import { plainLines } from '../../lib/markdown-plain.js';
import { cut } from './pin-view.model.js';

/** Cuts to at most `max` characters, the ellipsis included. */
const within = (text: string, max: number) => (text.length > max ? cut(text, max - 1) : text);

/** A pin's markdown as a notification's plain text: what it shows, without markup, at most `max` characters. */
export const notificationText = (markdown: string, max = NOTIFICATION_BODY_MAX) => within(plainLines(markdown), max);

/** What the send dialog gets of a pin: its id, and title and text to prefill. */
export const pinNotification = (pin: Pin) => ({
  id: pin.id,
  title: within(pin.title, NOTIFICATION_TITLE_MAX),
  text: notificationText(pin.content),
});

/** The classes and courses of the pin's group boards; empty when it hangs only on public or staff boards. */
export const pinGroups = (pin: Pin, pinboards: readonly Pinboard[]) =>
  pinboards.flatMap((board) =>
    board.groupId && pin.pinboardIds.includes(board.id) ? [{ id: board.groupId, displayName: board.displayName }] : [],
  );
