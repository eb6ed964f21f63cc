import { randomBytes } from 'node:crypto';

/** `2026-11-25T06:30:00.000Z` → `20261125T063000000Z`: sorts by time and is allowed in ids. */
const compactTime = (iso: string) => iso.replace(/[-:.]/g, '');

/** A sent notification's id: its creation time and a random part, so an author's list sorts by time. */
export const newNotificationId = (createdAt: string) => `${compactTime(createdAt)}-${randomBytes(6).toString('hex')}`;

/** A received item's id: delivery time and the sent notification's id (deterministic, sorted by delivery). */
export const receivedIdOf = (deliverAt: string, notificationId: string) => `${compactTime(deliverAt)}.${notificationId}`;
