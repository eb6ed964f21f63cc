import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { EntityItem } from 'electrodb';
import type { Role } from '../../shared/roles.js';
import type { SubstitutionPlan, SupervisionPlan } from '../../shared/schemas/substitutions.schema.js';
import { berlinToday } from '../../shared/week.js';
import type { TaggedAnswer } from '../_lib/api-middlewares.js';
import { getItems, itemRead } from '../_lib/batch-get.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { activeSchoolYearRead, requireActiveSchoolYear, type ActiveSchoolYear } from '../schools/school.service.js';
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

/** The read of the school's cached plan as asked for on `day`, within a batch of items of any entities. */
export const substitutionPlanCacheRead = (schoolId: string, day: string) => itemRead(substitutionPlanCacheEntity, { schoolId, day });

/** What a plan is cut from, as read in one batch: the school's plan version, its active school year and the cached plan. */
export interface PlanReads {
  version: number | null;
  year: ActiveSchoolYear | null;
  cached: EntityItem<typeof substitutionPlanCacheEntity> | null;
}

interface School {
  id: string;
  name: string;
}

/**
 * The school's plan of the two days from `day` on, from the batch's reads: the cached plan while it is
 * at the school's plan version and has the same two days, else a render (the school's changed lessons
 * and break supervisions of the two days, one query each per week they touch, beside the time
 * blocks; then one put). `etag` keys the entity tag on what an answer shows, so a revalidation costs
 * the reads alone and gets 304.
 */
const cachedPlanOf = async (school: School, day: string, { version, year, cached }: PlanReads, now: Date) => {
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
  const etag = (view: string) => etagOf([school.id, school.name, view, current, plan.readAt, days]);
  return { ...plan, days, etag };
};

/** The plan of a school as `role` sees it, from the batch's reads (the caller's route, and the hallway screen's as a student). */
export const planOfSchool = async (
  school: School,
  role: Role,
  day: string,
  reads: PlanReads,
  now: Date,
): Promise<TaggedAnswer<SubstitutionPlan>> => {
  const plan = await cachedPlanOf(school, day, reads, now);
  return {
    data: { schoolName: school.name, days: daysFor(plan.days, plan.lessons, role), readAt: plan.readAt },
    etag: plan.etag(role),
  };
};

/** The caller's school (a guardian's: the active child's), the asked-for day and the one batch get of what its plan is cut from. */
const readsOfCaller = async (caller: Caller, query: { day?: string }, now: Date) => {
  requireSubject(caller);
  const school = caller.subjectSchool ?? caller.school;
  const day = query.day ?? berlinToday(now);
  const [version, year, cached] = await getItems([
    planVersionRead(school.id),
    activeSchoolYearRead(school),
    substitutionPlanCacheRead(school.id, day),
  ] as const);
  return { school, day, reads: { version, year, cached } };
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
  const { school, day, reads } = await readsOfCaller(caller, query, now);
  return planOfSchool(school, caller.role, day, reads, now);
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
  const { school, day, reads } = await readsOfCaller(caller, query, now);
  const plan = await cachedPlanOf(school, day, reads, now);
  return {
    data: { schoolName: school.name, days: supervisionDaysOf(plan.days, plan.supervisions), readAt: plan.readAt },
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
