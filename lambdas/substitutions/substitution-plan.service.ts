import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { SubstitutionPlan, SupervisionPlan } from '../../shared/schemas/substitutions.schema.js';
import { berlinToday } from '../../shared/week.js';
import type { TaggedAnswer } from '../_lib/api-middlewares.js';
import { getItems, itemRead } from '../_lib/batch-get.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { activeSchoolYearRead, requireActiveSchoolYear } from '../schools/school.service.js';
import { planVersionRead } from '../timetable/plan-version-read.service.js';
import { changedLessonDatesOfDays, supervisionDatesOfDays } from '../timetable/school-changes.service.js';
import { listTimeBlocks, periodNumbers } from '../timetable/time-blocks.service.js';
import { substitutionPlanCacheEntity } from './substitution-plan-cache.entity.js';
import {
  daysFor,
  substitutionDaysOf,
  supervisionDaysOf,
  toCachedLessons,
  toCachedSupervisions,
  type CachedLesson,
  type CachedSupervision,
} from './substitution-plan.model.js';

/** How long a rendered plan stays after its render (DynamoDB's TTL removes it). */
const CACHE_DAYS = 2;

/** What the answer shows changes with these, so they make its entity tag (the response is the same for every caller they match). */
const etagOf = (parts: readonly unknown[]) => `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;

/** The school's plan of the days from `day` on: from the cache while the plan version is unchanged, else rendered and stored. */
const schoolPlanOf = async (caller: Caller, query: { day?: string }, now: Date) => {
  requireSubject(caller);
  const school = caller.subjectSchool ?? caller.school;
  const day = query.day ?? berlinToday(now);
  const [version, year, cached] = await getItems([
    planVersionRead(school.id),
    activeSchoolYearRead(school),
    itemRead(substitutionPlanCacheEntity, { schoolId: school.id, day }),
  ] as const);
  const { id: schoolYearId, holidays } = requireActiveSchoolYear(year);
  const current = version ?? 0;
  const days = substitutionDaysOf(day, holidays);
  const stored = cached?.version === current && cached.days.join() === days.join() ? cached.supervisionsGzipBase64 : undefined;
  const plan =
    cached && stored !== undefined
      ? {
          lessons: unzip(cached.gzipBase64) as CachedLesson[],
          supervisions: unzip(stored) as CachedSupervision[],
          readAt: cached.readAt,
        }
      : await render(school.id, schoolYearId, day, days, current, now);
  const etag = (role: string) => etagOf([school.id, school.name, role, current, plan.readAt, days]);
  return { ...plan, school, days, etag };
};

/**
 * The Vertretungsplan of the caller's school (a guardian's: the active child's school): every
 * change of the whole school on `day` (default: today in Berlin) or the first school day after it,
 * and on the next school day, as the caller's role may see them (tutors and admins every change,
 * students and guardians those flagged for them). Requests while the school's plan is unchanged:
 * the caller's (with the school), then one batch get of the plan version, the active school year
 * (its holidays) and the cached plan; the answer's entity tag is keyed on that version, so a
 * browser's revalidation costs the same two and gets 304. Otherwise the school's changed lessons and
 * its break supervisions of the two days are read (one query each per week they touch, on the
 * copies every writer keeps under the school's changes and supervisions audiences) beside the time
 * blocks, and the render is stored at the version read before them (one put).
 */
export const getSubstitutionPlan = async (
  caller: Caller,
  query: { day?: string },
  now = new Date(),
): Promise<TaggedAnswer<SubstitutionPlan>> => {
  const plan = await schoolPlanOf(caller, query, now);
  return {
    data: { schoolName: plan.school.name, days: daysFor(plan.days, plan.lessons, caller.role), readAt: plan.readAt },
    etag: plan.etag(caller.role),
  };
};

/**
 * Who supervises where (tutors and admins; the route refuses students and guardians): the school's
 * break supervisions of the plan's two days with who takes one over, from the same cached read as
 * the Vertretungsplan, so the same requests.
 */
export const getSupervisionPlan = async (
  caller: Caller,
  query: { day?: string },
  now = new Date(),
): Promise<TaggedAnswer<SupervisionPlan>> => {
  const plan = await schoolPlanOf(caller, query, now);
  return {
    data: { schoolName: plan.school.name, days: supervisionDaysOf(plan.days, plan.supervisions), readAt: plan.readAt },
    etag: plan.etag('supervisions'),
  };
};

const unzip = (gzipBase64: string): unknown => JSON.parse(gunzipSync(Buffer.from(gzipBase64, 'base64')).toString('utf8'));
const zip = (value: unknown) => gzipSync(JSON.stringify(value)).toString('base64');

/** Reads the school's changed lessons and break supervisions of the days and stores them at the version read before. */
const render = async (schoolId: string, schoolYearId: string, day: string, days: string[], version: number, now: Date) => {
  const [changed, supervised, blocks] = await Promise.all([
    changedLessonDatesOfDays(schoolId, schoolYearId, days),
    supervisionDatesOfDays(schoolId, schoolYearId, days),
    listTimeBlocks(schoolId, schoolYearId),
  ]);
  const periods = periodNumbers(blocks);
  const lessons = toCachedLessons(changed, periods);
  const supervisions = toCachedSupervisions(supervised, periods);
  const readAt = now.toISOString();
  await substitutionPlanCacheEntity
    .put({
      schoolId,
      day,
      days,
      version,
      readAt,
      gzipBase64: zip(lessons),
      supervisionsGzipBase64: zip(supervisions),
      expiresAt: Math.floor(now.getTime() / 1000) + CACHE_DAYS * 86_400,
    })
    .go();
  return { lessons, supervisions, readAt };
};
