import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { EntityItem } from 'electrodb';
import type { AppRole } from '../../shared/roles.js';
import { calendarFilePath, type CalendarFeedCreated, type CalendarFeedStatus } from '../../shared/schemas/calendar-feed.schema.js';
import type { FileAnswer } from '../_lib/api-middlewares.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService, type TransactionWrite } from '../_lib/entity-service.js';
import { guardianLinkEntity } from '../guardians/guardian-links.service.js';
import { countRequest } from '../rate-limits/rate-limit.service.js';
import { planVersionEntity } from '../timetable/plan-version.service.js';
import { getSchoolYearPlan } from '../timetable/school-year-plan.service.js';
import { openUserRecord } from '../users/user-fields.service.js';
import { userEntity } from '../users/user.service.js';
import { calendarFeedCacheEntity } from './calendar-feed-cache.entity.js';
import { calendarFeedTokenEntity } from './calendar-feed-token.entity.js';
import { calendarFeedEntity } from './calendar-feed.entity.js';
import { buildCalendarFile } from './calendar-file.format.js';

const feeds = entityService({
  calendarFeedEntity,
  calendarFeedTokenEntity,
  calendarFeedCacheEntity,
  planVersionEntity,
  userEntity,
  guardianLinkEntity,
});

type FeedToken = EntityItem<typeof calendarFeedTokenEntity>;

/**
 * Feed renders and fetches of unknown tokens allowed per source address and hour: calendar apps
 * poll every 15 minutes to a day, and a render happens only after a change, so even one address
 * serving many subscribers stays far below; a loop guessing links does not. Cached answers are free.
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
 * and subject stops working (its cached feed removed) in the same transaction; two concurrent requests cannot both win.
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
  const result = await feeds.transaction
    .write(({ calendarFeedEntity, calendarFeedTokenEntity, calendarFeedCacheEntity }): TransactionWrite[] =>
      existing
        ? [
            calendarFeedTokenEntity.create(feedToken).commit(),
            calendarFeedEntity
              .patch(key)
              .set({ tokenHash, createdAt })
              .where((attr, op) => op.eq(attr.tokenHash, existing.tokenHash))
              .commit(),
            calendarFeedTokenEntity.delete({ tokenHash: existing.tokenHash }).commit(),
            calendarFeedCacheEntity.delete({ tokenHash: existing.tokenHash }).commit(),
          ]
        : [calendarFeedTokenEntity.create(feedToken).commit(), calendarFeedEntity.create({ ...key, tokenHash, createdAt }).commit()],
    )
    .go();
  if (!transactionWritten(result)) throw new AppError('conflict');
  return { createdAt, path: calendarFilePath(token) };
};

/** Removes the caller's link (a guardian's: the active child's) and its cached feed; without one nothing changes. */
export const deleteCalendarFeed = async (caller: Caller): Promise<CalendarFeedStatus> => {
  const existing = await currentFeed(caller);
  if (existing) {
    const result = await feeds.transaction
      .write(({ calendarFeedEntity, calendarFeedTokenEntity, calendarFeedCacheEntity }) => [
        calendarFeedEntity
          .delete(feedKey(caller))
          .where((attr, op) => op.eq(attr.tokenHash, existing.tokenHash))
          .commit(),
        calendarFeedTokenEntity.delete({ tokenHash: existing.tokenHash }).commit(),
        calendarFeedCacheEntity.delete({ tokenHash: existing.tokenHash }).commit(),
      ])
      .go();
    if (!transactionWritten(result)) throw new AppError('conflict');
  }
  return { feed: null };
};

/** How long a cached feed stays after its render (DynamoDB's TTL removes it). */
const CACHE_DAYS = 30;

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url')}"`;

/**
 * What a fetch needs besides the token, in one request (a transactional get, so all of one
 * moment): the school's feed version, the cached feed, the subject's record and, for a guardian,
 * the link to the child (for anyone else that get finds nothing and is not looked at).
 */
const feedState = async (token: FeedToken) => {
  const { data } = await feeds.transaction
    .get(({ planVersionEntity, calendarFeedCacheEntity, userEntity, guardianLinkEntity }) => [
      planVersionEntity.get({ schoolId: token.subjectSchoolId }).commit(),
      calendarFeedCacheEntity.get({ tokenHash: token.tokenHash }).commit(),
      userEntity.get({ schoolId: token.subjectSchoolId, uid: token.subjectUid }).commit(),
      guardianLinkEntity.get({ guardianUid: token.ownerUid, studentUid: token.subjectUid }).commit(),
    ])
    .go();
  const [version, cached, person, link] = data;
  return {
    version: version.item?.version ?? 0,
    cached: cached.item,
    person: await openUserRecord(token.subjectSchoolId, person.item),
    linked: token.ownerRole !== 'guardian' || link.item?.studentSchoolId === token.subjectSchoolId,
  };
};

/** Renders the subject's feed and caches it under the token at the version read before the plan. */
const renderFeed = async (token: FeedToken, version: number, displayName: string): Promise<FileAnswer> => {
  const subject = { uid: token.subjectUid, schoolId: token.subjectSchoolId, role: token.subjectRole };
  const plan = await getSchoolYearPlan(subject, token.ownerRole);
  const text = buildCalendarFile(plan.events, { name: `Stundenplan ${displayName}`, now: new Date() });
  const etag = etagOf(text);
  await calendarFeedCacheEntity
    .put({
      tokenHash: token.tokenHash,
      version,
      displayName,
      etag,
      gzipBase64: gzipSync(text).toString('base64'),
      expiresAt: Math.floor(Date.now() / 1000) + CACHE_DAYS * 86_400,
    })
    .go();
  return { text, etag };
};

/**
 * The public feed: the token's owner sees their subject's plan of the active school year with the
 * changes their role may see (a guardian only while still linked to the child). An unknown or
 * revoked token, a removed link or person, is a plain 404 that tells nothing more. The rendered
 * feed is cached under the token: while nothing of the school's plan changed (its feed version)
 * and the person kept their name, a fetch is two requests (the token, then one transactional get)
 * and answers the cached text with the same entity tag. Only renders and unknown tokens count
 * against the address's hourly limit: they are what a loop could make expensive or guess with.
 */
export const getCalendarFile = async (fileName: string, clientAddress: string): Promise<FileAnswer> => {
  const tokenHash = hashOf(fileName.replace(/\.ics$/, ''));
  const { data: token } = await calendarFeedTokenEntity.get({ tokenHash }).go();
  const fetches = { scope: 'calendar-feed', limit: FEED_FETCHES_PER_HOUR, windowSeconds: 3600 };
  if (!token) {
    await countRequest(fetches, clientAddress);
    throw new AppError('not-found');
  }
  const { version, cached, person, linked } = await feedState(token);
  if (!person || !linked) throw new AppError('not-found');
  if (cached?.version === version && cached.displayName === person.displayName) {
    return { text: gunzipSync(Buffer.from(cached.gzipBase64, 'base64')).toString('utf8'), etag: cached.etag };
  }
  await countRequest(fetches, clientAddress);
  return renderFeed(token, version, person.displayName);
};
