import { createHash, randomBytes } from 'node:crypto';
import type { AppRole } from '../../shared/roles.js';
import { calendarFilePath, type CalendarFeedCreated, type CalendarFeedStatus } from '../../shared/schemas/calendar-feed.schema.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { schulapp, type TransactionWrite } from '../_lib/schulapp-service.js';
import { getGuardianLink } from '../guardians/guardian-links.service.js';
import { countRequest } from '../rate-limits/rate-limit.service.js';
import { getSchoolYearPlan } from '../timetable/timetable.service.js';
import { getUserRecords } from '../users/user.service.js';
import { buildCalendarFile } from './calendar-file.js';
import { calendarFeedEntity, calendarFeedTokenEntity } from './calendar-feed.entity.js';

/**
 * Feed fetches allowed per source address and hour: calendar apps poll every 15 minutes to a day,
 * so even one address serving many subscribers stays far below; a loop hammering a link does not.
 */
export const FEED_FETCHES_PER_HOUR = 240;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The feed of the caller for their subject (a guardian: the active child). */
const feedKey = (caller: Caller) => ({ schoolId: caller.schoolId, ownerUid: caller.uid, subjectUid: requireSubject(caller).uid });

const currentFeed = async (caller: Caller) => (await calendarFeedEntity.get(feedKey(caller)).go({ consistent: true })).data;

export const getCalendarFeed = async (caller: Caller): Promise<CalendarFeedStatus> => {
  const feed = await currentFeed(caller);
  return { feed: feed && { createdAt: feed.createdAt } };
};

/**
 * A new private link (the plain token is returned only now). An existing link of the same owner
 * and subject stops working in the same transaction; two concurrent requests cannot both win.
 */
export const createCalendarFeed = async (caller: Caller): Promise<CalendarFeedCreated> => {
  const subject = requireSubject(caller);
  const key = feedKey(caller);
  const existing = await currentFeed(caller);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  const createdAt = new Date().toISOString();
  const feedToken = {
    tokenHash,
    schoolId: caller.schoolId,
    ownerUid: caller.uid,
    // The feed routes admit only the app's roles (never 'service').
    ownerRole: caller.role as AppRole,
    subjectUid: subject.uid,
    subjectSchoolId: subject.schoolId,
    subjectRole: subject.role,
    createdAt,
  };
  const result = await schulapp.transaction
    .write(({ calendarFeedEntity, calendarFeedTokenEntity }): TransactionWrite[] =>
      existing
        ? [
            calendarFeedTokenEntity.create(feedToken).commit(),
            calendarFeedEntity
              .patch(key)
              .set({ tokenHash, createdAt })
              .where((attr, op) => op.eq(attr.tokenHash, existing.tokenHash))
              .commit(),
            calendarFeedTokenEntity.delete({ tokenHash: existing.tokenHash }).commit(),
          ]
        : [calendarFeedTokenEntity.create(feedToken).commit(), calendarFeedEntity.create({ ...key, tokenHash, createdAt }).commit()],
    )
    .go();
  if (!transactionWritten(result)) throw new AppError('conflict');
  return { createdAt, path: calendarFilePath(token) };
};

/** Removes the caller's link (a guardian's: the active child's); without one nothing changes. */
export const deleteCalendarFeed = async (caller: Caller): Promise<CalendarFeedStatus> => {
  const existing = await currentFeed(caller);
  if (existing) {
    const result = await schulapp.transaction
      .write(({ calendarFeedEntity, calendarFeedTokenEntity }) => [
        calendarFeedEntity
          .delete(feedKey(caller))
          .where((attr, op) => op.eq(attr.tokenHash, existing.tokenHash))
          .commit(),
        calendarFeedTokenEntity.delete({ tokenHash: existing.tokenHash }).commit(),
      ])
      .go();
    if (!transactionWritten(result)) throw new AppError('conflict');
  }
  return { feed: null };
};

/**
 * The public feed: the token's owner sees their subject's plan of the active school year with the
 * changes their role may see (a guardian only while still linked to the child). An unknown or
 * revoked token, a removed link or person, is a plain 404 that tells nothing more.
 */
export const getCalendarFile = async (fileName: string, clientAddress: string): Promise<string> => {
  await countRequest({ scope: 'calendar-feed', limit: FEED_FETCHES_PER_HOUR, windowSeconds: 3600 }, clientAddress);
  const { data: token } = await calendarFeedTokenEntity.get({ tokenHash: hashOf(fileName.replace(/\.ics$/, '')) }).go();
  if (!token) throw new AppError('not-found');
  if (
    token.ownerRole === 'guardian' &&
    (await getGuardianLink(token.ownerUid, token.subjectUid))?.studentSchoolId !== token.subjectSchoolId
  ) {
    throw new AppError('not-found');
  }
  const subject = { uid: token.subjectUid, schoolId: token.subjectSchoolId, role: token.subjectRole };
  const [[person], plan] = await Promise.all([
    getUserRecords([{ schoolId: subject.schoolId, uid: subject.uid }]),
    getSchoolYearPlan(subject, token.ownerRole),
  ]);
  if (!person) throw new AppError('not-found');
  return buildCalendarFile(plan.events, { name: `Stundenplan ${person.displayName}`, now: new Date() });
};
