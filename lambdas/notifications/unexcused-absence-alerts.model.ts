import { createHash } from 'node:crypto';
import { receivedIdOf } from './notification-ids.model.js';

/**
 * The alerts about a student's unexcused absence on one day, as her guardians' inboxes hold them:
 * the n-th alert ('Unentschuldigte Abwesenheit') and the correction of the n-th alert ('Korrektur:
 * Abwesenheit') have fixed ids, so the inbox is the ledger. An alert is open while it has no
 * correction; a retry or a concurrent run hits the same id and writes nothing twice.
 */

export const ALERT_TITLE = 'Unentschuldigte Abwesenheit';
export const CORRECTION_TITLE = 'Korrektur: Abwesenheit';

/** A day as the spec shows dates: dd.MM.yyyy. */
const germanDay = (day: string) => day.split('-').reverse().join('.');

/** Short and id-safe (the API shows ids of at most 64 characters): one per student and day. */
const baseId = (day: string, studentUid: string) =>
  `unexcused-${createHash('sha256').update(`${day}/${studentUid}`).digest('hex').slice(0, 20)}`;

/** The inbox position of the day's items: the day's start, one millisecond per step, so a correction sorts after its alert. */
const atStep = (day: string, step: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + step).toISOString();

export interface AlertStep {
  kind: 'alert' | 'correction';
  n: number;
}

/** The ids of the n-th alert (the first as alerts always had) or of its correction. */
export const alertItemIds = (day: string, studentUid: string, { kind, n }: AlertStep) => {
  const base = baseId(day, studentUid);
  const notificationId = kind === 'correction' ? `${base}-k${n}` : n === 1 ? base : `${base}-${n}`;
  return { notificationId, receivedId: receivedIdOf(atStep(day, kind === 'alert' ? 2 * (n - 1) : 2 * n - 1), notificationId) };
};

/** The prefix of the received ids of a day's items (the range one inbox query reads). */
export const dayReceivedPrefix = (day: string) => `${day.replaceAll('-', '')}T000000`;

/** Whether an item of the inbox (by notification id) is one of the student's alerts or corrections of the day. */
export const isAlertItem = (day: string, studentUid: string, notificationId: string) =>
  new RegExp(`^${baseId(day, studentUid)}(-k?\\d+)?$`).test(notificationId);

/** How many alerts and corrections of the student's day an inbox holds (its items of the day, by notification id). */
export const sentSteps = (day: string, studentUid: string, notificationIds: readonly string[]) => {
  const ours = notificationIds.filter((id) => isAlertItem(day, studentUid, id));
  const corrections = ours.filter((id) => /-k\d+$/.test(id)).length;
  return { alerts: ours.length - corrections, corrections };
};

/**
 * What an inbox needs so that it tells the truth: an alert when the student is absent without
 * excuse in a lesson of the day that has begun and no alert is open; a correction of the open alert
 * when she no longer is; nothing when the inbox already says so.
 */
export const nextAlertStep = (sent: { alerts: number; corrections: number }, unexcused: boolean): AlertStep | undefined => {
  const open = sent.alerts > sent.corrections;
  if (unexcused && !open) return { kind: 'alert', n: sent.alerts + 1 };
  if (!unexcused && open) return { kind: 'correction', n: sent.alerts };
  return undefined;
};

/** ' in Physik 9b (11:50–12:35 Uhr)', or nothing for a register saved without its lesson's name and times. */
export const inLesson = (lesson: { displayName?: string; starttime?: string; endtime?: string }) =>
  lesson.displayName && lesson.starttime && lesson.endtime ? ` in ${lesson.displayName} (${lesson.starttime}–${lesson.endtime} Uhr)` : '';

const ALERT_END = ' als unentschuldigt abwesend eingetragen.';

export const alertBody = (name: string, day: string, lesson: string) => `${name} wurde am ${germanDay(day)}${lesson}${ALERT_END}`;

/** The lesson an alert's text names (' in …'), so that its correction names the same one. */
const lessonOfAlert = (body: string, day: string) => {
  const marker = ` wurde am ${germanDay(day)}`;
  const start = body.indexOf(marker);
  return start >= 0 && body.endsWith(ALERT_END) ? body.slice(start + marker.length, -ALERT_END.length) : '';
};

export const correctionBody = (name: string, day: string, alert: string) =>
  `${name} ist am ${germanDay(day)}${lessonOfAlert(alert, day)} nicht mehr als unentschuldigt abwesend eingetragen.`;
