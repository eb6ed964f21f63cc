import { createHash } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { ImportCount } from '../../shared/schemas/timetable-import.schema.js';
import type { EventKind } from '../../shared/schemas/timetable.schema.js';
import { addDays, mondayOf } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService, MAX_TRANSACTION_ITEMS, type TransactionEntities, type TransactionWrite } from '../_lib/entity-service.js';
import { detectLessonChangeAlerts, hasAlertedChange } from './lesson-change-alerts.model.js';
import { alertWindowOf, periodsOf, publishAlerts } from './lesson-change-announcer.service.js';
import { CHANGE_DAY_KEEP_DAYS, lessonChangeDayEntity } from './lesson-change-day.entity.js';
import { audiencesOf, type LessonDateInput } from './lesson-date-write.service.js';
import { audienceOfSource, lessonDateEntity, weekStartOf } from './lesson-date.entity.js';
import { bumpPlanVersion } from './plan-version.service.js';

const lessonDates = entityService({ lessonDateEntity });

type LessonDateItem = EntityItem<typeof lessonDateEntity>;

const PARALLEL_TRANSACTIONS = 4;
const PARALLEL_WEEK_QUERIES = 8;

/** The Mondays of the weeks that hold days of [start, end]. */
export const weeksOf = (start: string, end: string): string[] => {
  const weeks: string[] = [];
  for (let monday = mondayOf(start); monday <= end; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
};

/** What an import wrote before in these weeks, by lesson date id: one query per week on the source copies. */
const listImported = async (schoolId: string, schoolYearId: string, source: string, weeks: string[]) => {
  const audience = audienceOfSource(source);
  const pages = await mapWithConcurrency(weeks, PARALLEL_WEEK_QUERIES, (weekStart) =>
    lessonDateEntity.query.byAudienceWeek({ schoolId, schoolYearId, audience, weekStart }).go({ pages: 'all' }),
  );
  return new Map(pages.flatMap(({ data }) => data).map((item) => [item.lessonDateId, item]));
};

/**
 * What the import wrote for a lesson date: its content and the audiences of its copies, so a new rule
 * for copies (such as the school's changes copy) rewrites every lesson date once at the next import.
 */
const hashOf = (lesson: LessonDateInput) =>
  createHash('sha256')
    .update(JSON.stringify([lesson, audiencesOf(lesson)]))
    .digest('base64url')
    .slice(0, 22);

interface Key {
  schoolId: string;
  schoolYearId: string;
  audience: string;
  weekStart: string;
  day: string;
  starttime: string;
  lessonDateId: string;
}
const keyOf = (item: Key): Key => ({
  schoolId: item.schoolId,
  schoolYearId: item.schoolYearId,
  audience: item.audience,
  weekStart: item.weekStart,
  day: item.day,
  starttime: item.starttime,
  lessonDateId: item.lessonDateId,
});

/**
 * One write of a lesson date copy. `expectedHash` is the condition of the source copy: it still
 * holds the hash the import read (a string), or does not exist yet (null, a new lesson date).
 */
export type CopyWrite = { put: LessonDateItem; expectedHash?: string | null } | { remove: Key; expectedHash?: string };

/**
 * The writes that turn `previous` (what the import wrote last time) into `lesson`: a put per
 * audience it has now, and a delete of every old copy that the puts do not overwrite (an audience
 * it lost, or every copy when its start time, part of the sort key, moved). The source copy carries
 * the condition: it still holds the hash this import read, or does not exist for a new lesson date,
 * so two imports racing on one lesson date cannot both win.
 */
export const lessonDateWrites = (
  schoolId: string,
  schoolYearId: string,
  source: string,
  lesson: LessonDateInput | undefined,
  previous: LessonDateItem | undefined,
): CopyWrite[] => {
  const sourceAudience = audienceOfSource(source);
  const importHash = lesson && hashOf(lesson);
  const items = lesson
    ? [...audiencesOf(lesson), sourceAudience].map((audience) => ({
        ...lesson,
        schoolId,
        schoolYearId,
        audience,
        weekStart: weekStartOf(audience, lesson.day),
        source,
        importHash,
      }))
    : [];
  const written = new Set(items.map((item) => JSON.stringify(keyOf(item))));
  const stale = previous
    ? [...audiencesOf(previous), sourceAudience]
        .map((audience) => keyOf({ ...previous, audience, weekStart: weekStartOf(audience, previous.day) }))
        .filter((key) => !written.has(JSON.stringify(key)))
    : [];
  const previousHash = previous?.importHash ?? '';
  return [
    ...items.map((item): CopyWrite => {
      if (item.audience !== sourceAudience) return { put: item };
      const overwrites = previous?.starttime === item.starttime;
      return { put: item, expectedHash: overwrites ? previousHash : null };
    }),
    ...stale.map((key): CopyWrite =>
      previous !== undefined && key.audience === sourceAudience ? { remove: key, expectedHash: previousHash } : { remove: key },
    ),
  ];
};

/** A copy write as an item of a transaction, with its condition. */
export const commitCopyWrite = ({ lessonDateEntity }: TransactionEntities<'lessonDateEntity'>, write: CopyWrite): TransactionWrite => {
  const { expectedHash } = write;
  if ('remove' in write) {
    const remove = lessonDateEntity.delete(write.remove);
    return (expectedHash === undefined ? remove : remove.where((attr, op) => op.eq(attr.importHash, expectedHash))).commit();
  }
  const put = lessonDateEntity.put(write.put);
  if (expectedHash === undefined) return put.commit();
  return (
    expectedHash === null
      ? put.where((attr, op) => op.notExists(attr.lessonDateId))
      : put.where((attr, op) => op.eq(attr.importHash, expectedHash))
  ).commit();
};

/** Packs whole lesson dates into transactions of at most 100 items: one lesson date's copies never split. */
const packTransactions = (writes: CopyWrite[][]): CopyWrite[][] => {
  const transactions: CopyWrite[][] = [];
  let current: CopyWrite[] = [];
  for (const items of writes) {
    if (current.length + items.length > MAX_TRANSACTION_ITEMS) {
      transactions.push(current);
      current = [];
    }
    current.push(...items);
  }
  if (current.length > 0) transactions.push(current);
  return transactions;
};

const emptyCount = (): ImportCount => ({ created: 0, updated: 0, deleted: 0, unchanged: 0 });

/** What a sync did, in all and for each kind of dated event it touched (lesson, exam, break supervision dates). */
export type ImportedLessonDateCounts = ImportCount & { byKind: Partial<Record<EventKind, ImportCount>> };

export interface ImportedLessonDates {
  source: string;
  /** The days the import covers: what it wrote before in these days and no longer has is deleted. */
  range: { start: string; end: string };
  lessons: LessonDateInput[];
  /** The kinds of dated events the import covers (default: all); what it wrote before of other kinds is kept. */
  kinds?: readonly EventKind[];
  /** Called after each written transaction with the share done, 0 to 1. */
  onProgress?: (share: number) => Promise<void>;
}

/**
 * After an import wrote lesson dates (each with what it wrote before): announces the new and
 * changed lesson changes of the alert window, and notes the later days that hold changes to
 * announce, so the daily window job announces them when their day enters the window.
 */
const announceImportedChanges = async (
  schoolId: string,
  schoolYearId: string,
  source: string,
  written: [LessonDateInput, LessonDateItem | undefined][],
) => {
  const now = new Date();
  const window = alertWindowOf(now);
  const later = [
    ...new Set(written.filter(([lesson]) => lesson.day > window.end && hasAlertedChange(lesson)).map(([lesson]) => lesson.day)),
  ];
  if (later.length > 0) {
    await lessonChangeDayEntity
      .put(
        later.map((changeDay) => ({
          changeDay,
          schoolId,
          schoolYearId,
          source,
          expiresAt: Math.floor(Date.parse(`${addDays(changeDay, CHANGE_DAY_KEEP_DAYS)}T00:00:00Z`) / 1000),
        })),
      )
      .go();
  }
  const soon = written.filter(([lesson]) => lesson.day >= window.start && lesson.day <= window.end);
  if (soon.length === 0) return;
  const periods = await periodsOf(schoolId, schoolYearId);
  const alerts = soon.flatMap(([lesson, before]) => detectLessonChangeAlerts(lesson, before, window, periods));
  await publishAlerts(schoolId, schoolYearId, alerts, now);
};

/**
 * Makes the lesson dates a source imported into a school year equal to `lessons`, in place: new
 * ones are created, changed ones rewritten (with stale audience copies deleted in the same
 * transaction), unchanged ones (same hash) left alone, and those the source wrote before in the
 * range but no longer has deleted (counted in all and per kind). Lesson dates without this source (seeded, made in the app) are
 * never read or written. A lost race with another writer fails with 'conflict'. Afterwards the new
 * and changed lesson changes of the coming days are announced (timetable.lessonChangesDetected), and
 * later days with changes noted for the daily window job (lesson-change-window.service.ts). The
 * school's calendar feeds are marked stale once the writes are done.
 */
export const syncImportedLessonDates = async (
  schoolId: string,
  schoolYearId: string,
  input: ImportedLessonDates,
): Promise<ImportedLessonDateCounts> => {
  const { source, range, lessons, kinds, onProgress } = input;
  const previous = await listImported(schoolId, schoolYearId, source, weeksOf(range.start, range.end));
  const count: ImportCount = emptyCount();
  const byKind: Partial<Record<EventKind, ImportCount>> = {};
  const add = (kind: EventKind | undefined, field: keyof ImportCount) => {
    const ofKind = (byKind[kind ?? 'lessonDate'] ??= emptyCount());
    ofKind[field] += 1;
    count[field] += 1;
  };
  const writes: CopyWrite[][] = [];
  const written: [LessonDateInput, LessonDateItem | undefined][] = [];
  for (const lesson of lessons) {
    const before = previous.get(lesson.lessonDateId);
    previous.delete(lesson.lessonDateId);
    if (before?.importHash === hashOf(lesson)) {
      add(lesson.kind, 'unchanged');
      continue;
    }
    add(lesson.kind, before ? 'updated' : 'created');
    written.push([lesson, before]);
    writes.push(lessonDateWrites(schoolId, schoolYearId, source, lesson, before));
  }
  for (const before of previous.values()) {
    if (before.day < range.start || before.day > range.end) continue;
    if (kinds !== undefined && !kinds.includes(before.kind ?? 'lessonDate')) continue;
    add(before.kind, 'deleted');
    writes.push(lessonDateWrites(schoolId, schoolYearId, source, undefined, before));
  }
  const transactions = packTransactions(writes);
  let done = 0;
  try {
    await mapWithConcurrency(transactions, PARALLEL_TRANSACTIONS, async (items) => {
      const result = await lessonDates.transaction.write((entities) => items.map((write) => commitCopyWrite(entities, write))).go();
      if (!transactionWritten(result)) throw new AppError('conflict');
      done += 1;
      await onProgress?.(done / transactions.length);
    });
  } finally {
    // After a failure too: the transactions written before it are visible.
    if (done > 0) await bumpPlanVersion(schoolId);
  }
  await announceImportedChanges(schoolId, schoolYearId, source, written);
  return { ...count, byKind };
};
