import { gunzipSync, gzipSync } from 'node:zlib';
import type { WeekplanEvent, Weekplan } from '../../shared/schemas/timetable.schema.js';
import { getItems, itemRead } from '../_lib/batch-get.js';
import { planVersionEntity } from './plan-version.entity.js';
import { weekplanCacheEntity } from './weekplan-cache.entity.js';

/** Every day of one subject's week as a viewer role sees it: what a weekplan of any days of that week is cut from. */
export type PlanWeek = Pick<Weekplan, 'blocks' | 'events'>;

/** Whose week, seen by which role: a guardian's view of a child is cached apart from the child's own. */
export interface PlanWeekKey {
  schoolId: string;
  subjectUid: string;
  viewerRole: string;
  schoolYearId: string;
  weekStart: string;
}

/** How long a rendered week stays after its render (DynamoDB's TTL removes it). */
const CACHE_DAYS = 7;

/**
 * The subject's week from its cached render while the school's plan version is unchanged: one batch
 * get of the version and the render. Otherwise `render` reads the week and the result is stored at
 * the version read before it (one put), so a write that lands meanwhile leaves it stale.
 */
export const cachedPlanWeek = async (key: PlanWeekKey, render: () => Promise<PlanWeek>): Promise<PlanWeek> => {
  const [version, cached] = await getItems([
    itemRead(planVersionEntity, { schoolId: key.schoolId }, (item) => item.version ?? 0),
    itemRead(weekplanCacheEntity, key),
  ] as const);
  const current = version ?? 0;
  if (cached?.version === current) return JSON.parse(gunzipSync(Buffer.from(cached.gzipBase64, 'base64')).toString('utf8')) as PlanWeek;
  const week = await render();
  await weekplanCacheEntity
    .put({
      ...key,
      version: current,
      gzipBase64: gzipSync(JSON.stringify(week)).toString('base64'),
      expiresAt: Math.floor(Date.now() / 1000) + CACHE_DAYS * 86_400,
    })
    .go();
  return week;
};

/** The events of one day of a week, in the week's order (by start time). */
export const eventsOfDay = (week: PlanWeek, day: string): WeekplanEvent[] => week.events.filter((event) => event.day === day);

/** Removes every cached week of a subject (a deleted account). */
export const eraseCachedPlanWeeks = async (schoolId: string, subjectUid: string) => {
  const { data } = await weekplanCacheEntity.query
    .bySubject({ schoolId, subjectUid })
    .go({ pages: 'all', attributes: ['schoolId', 'subjectUid', 'viewerRole', 'schoolYearId', 'weekStart'] });
  if (data.length > 0) await weekplanCacheEntity.delete(data).go();
};
