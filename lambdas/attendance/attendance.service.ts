import { HOLE_DAY } from '../../shared/schemas/classbook.schema.js';
import type { AbsenceReason } from '../../shared/schemas/today.schema.js';
import { addDays, isWeekend } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService, type TransactionEntities, type TransactionWrite } from '../_lib/entity-service.js';
import { absenceEntity } from './absence.entity.js';
import { daynoticeEntity } from './daynotice.entity.js';
import { lessonRegisterEntity } from './lesson-register.entity.js';
import { studentEntriesEntity } from './student-entries.entity.js';

const attendance = entityService({ absenceEntity, daynoticeEntity, studentEntriesEntity, lessonRegisterEntity });

/** An absence is stored per school day: at most a school year's worth of copies. */
const MAX_ABSENCE_DAYS = 366;

export interface Scope {
  schoolId: string;
  schoolYearId: string;
}

export interface DaynoticeInput {
  daynoticeId: string;
  day: string;
  studentUid: string;
  endtime?: string;
  title: string;
  content: string;
  authorUid: string;
}

export interface AbsenceInput {
  absenceId: string;
  studentUid: string;
  start: string;
  end: string;
  starttime?: string;
  endtime?: string;
  holeDay: boolean;
  reason: AbsenceReason;
  notice?: string;
  authorUid: string;
  reportedByGuardian?: boolean;
}

/** How often a new entry is tried again when a concurrent entry of the same student raised the counter first. */
const COUNTER_ATTEMPTS = 3;

/**
 * Creates an entry's first item and raises the student's entry counter in one transaction.
 * Returns false when the item existed already (a repeated save), so nothing is counted twice;
 * a transaction cancelled by a concurrent write to the same counter is tried again.
 */
const createCountedEntry = async (
  { schoolId, schoolYearId }: Scope,
  studentUid: string,
  create: (entities: TransactionEntities<'absenceEntity' | 'daynoticeEntity'>) => TransactionWrite[],
  exists: () => Promise<boolean>,
): Promise<boolean> => {
  const transaction = attendance.transaction.write((entities) => [
    ...create(entities),
    entities.studentEntriesEntity.update({ schoolId, schoolYearId, studentUid }).add({ entries: 1 }).commit(),
  ]);
  for (let attempt = 1; ; attempt += 1) {
    if (transactionWritten(await transaction.go())) return true;
    if (await exists()) return false;
    if (attempt === COUNTER_ATTEMPTS) throw new AppError('conflict');
  }
};

/**
 * Writes a student's day note with the student's current groups (`groupIds`, from the timetable's
 * groupIdsOfStudent: attendance sits below the timetable and never reads it); a new one raises the
 * student's entry count. Idempotent by id.
 */
export const saveDaynotice = async (scope: Scope, input: DaynoticeInput, groupIds: string[]) => {
  const item = { ...scope, ...input, groupIds };
  const key = { ...scope, day: input.day, studentUid: input.studentUid, daynoticeId: input.daynoticeId };
  const created = await createCountedEntry(
    scope,
    input.studentUid,
    ({ daynoticeEntity }) => [daynoticeEntity.create(item).commit()],
    async () => Boolean((await daynoticeEntity.get(key).go()).data),
  );
  if (!created) await daynoticeEntity.put(item).go();
};

/** The school days an absence covers, weekends skipped. */
export const absenceDays = (start: string, end: string): string[] => {
  if (end < start) throw new AppError('validation-failed', { end: 'before_start' });
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (days.length > MAX_ABSENCE_DAYS) throw new AppError('validation-failed', { end: 'too_long' });
    if (!isWeekend(day)) days.push(day);
  }
  return days;
};

/** The day copies of an absence with the student's groups; all day means 07:00–18:00. */
const absenceCopies = (scope: Scope, input: AbsenceInput, groupIds: string[]) => {
  const times = input.holeDay ? HOLE_DAY : { starttime: input.starttime ?? HOLE_DAY.starttime, endtime: input.endtime ?? HOLE_DAY.endtime };
  return absenceDays(input.start, input.end).map((day) => ({ ...scope, day, ...input, ...times, groupIds }));
};

const absenceExists = (copy: Scope & { day: string; studentUid: string; absenceId: string }) => async () =>
  Boolean((await absenceEntity.get({ ...copy }).go()).data);

/**
 * Writes an absence as one copy per school day with the student's groups: the first day's copy
 * together with the student's entry count when the absence is new, then the other copies in one
 * batch (all of them again when it existed). Idempotent by id.
 */
export const saveAbsence = async (scope: Scope, input: AbsenceInput, groupIds: string[]) => {
  const copies = absenceCopies(scope, input, groupIds);
  const [first] = copies;
  if (!first) return;
  const created = await createCountedEntry(
    scope,
    input.studentUid,
    ({ absenceEntity }) => [absenceEntity.create(first).commit()],
    absenceExists(first),
  );
  const remaining = created ? copies.slice(1) : copies;
  if (remaining.length === 0) return;
  await absenceEntity.put(remaining).go();
};

/** A transaction holds at most 100 writes: the entry counter and 99 day copies. */
const MAX_WHOLE_ABSENCE_DAYS = 99;

/**
 * Creates a short absence whole: every day copy and the student's entry count in one transaction
 * (nothing half-written). Returns the school days it covers; a repeated create (same id) changes
 * nothing. Without a school day in its range it is refused.
 */
export const createWholeAbsence = async (scope: Scope, input: AbsenceInput, groupIds: string[]): Promise<string[]> => {
  const copies = absenceCopies(scope, input, groupIds);
  const [first] = copies;
  if (!first) throw new AppError('validation-failed', { end: 'no_school_day' });
  if (copies.length > MAX_WHOLE_ABSENCE_DAYS) throw new AppError('validation-failed', { end: 'too_long' });
  await createCountedEntry(
    scope,
    input.studentUid,
    ({ absenceEntity }) => copies.map((copy) => absenceEntity.create(copy).commit()),
    absenceExists(first),
  );
  return copies.map((copy) => copy.day);
};

/** The day copies of one absence (index byAbsence), in day order. */
export const getAbsenceCopies = async (scope: Scope, absenceId: string) =>
  (await absenceEntity.query.byAbsence({ ...scope, absenceId }).go({ pages: 'all' })).data;

/** Whether a school year of the school holds an absence of that id (one query, one item at most). */
export const absenceIn = (schoolId: string, absenceId: string) => async (schoolYearId: string) =>
  (await absenceEntity.query.byAbsence({ schoolId, schoolYearId, absenceId }).go({ limit: 1 })).data.length > 0;

/**
 * Marks every day copy of an absence confirmed by a tutor, in one transaction, each copy only if
 * it still exists (a concurrent delete cancels it: 'conflict').
 */
export const confirmAbsenceCopies = async (
  scope: Scope,
  copies: { day: string; studentUid: string; absenceId: string }[],
  confirmedByUid: string,
) => {
  if (copies.length === 0) return;
  const written = await attendance.transaction
    .write(({ absenceEntity }) =>
      copies.map((copy) =>
        absenceEntity
          .patch({ ...scope, ...copy })
          .set({ confirmedByUid })
          .commit(),
      ),
    )
    .go();
  if (!transactionWritten(written)) throw new AppError('conflict');
};

/** The class register entry count of each given student in the school year (0 without entries): one batch get per 100 students. */
export const entryCountsOf = async (scope: Scope, studentUids: string[]): Promise<Map<string, number>> => {
  if (studentUids.length === 0) return new Map();
  const { data } = await studentEntriesEntity.get(studentUids.map((studentUid) => ({ ...scope, studentUid }))).go();
  return new Map(data.map((counter) => [counter.studentUid, counter.entries]));
};

/** The day notes and absences of a school's day: one query of the collection that holds both. */
export const listAttendanceOfDay = async ({ schoolId, schoolYearId }: Scope, day: string) => {
  const { data } = await attendance.collections.attendanceOfDay({ schoolId, schoolYearId, day }).go({ pages: 'all' });
  return { daynotices: data.daynoticeEntity, absences: data.absenceEntity, registers: data.lessonRegisterEntity };
};

type AbsenceCopy = Awaited<ReturnType<typeof getAbsenceCopies>>[number];
export type AbsenceChange = Pick<AbsenceInput, 'start' | 'end' | 'starttime' | 'endtime' | 'holeDay' | 'reason' | 'notice'>;

/**
 * Changes an absence (its days, times, reason, notice) whole, in one transaction: copies of days
 * it no longer covers are removed, those it still covers changed, new days created; the entry
 * counter stays (still one entry). Author, groups and a guardian's report are kept. Each write
 * holds only if the copy is still as read (a concurrent change or removal: 'conflict'). Returns
 * the school days it now covers.
 */
export const changeAbsenceCopies = async (scope: Scope, copies: AbsenceCopy[], change: AbsenceChange): Promise<string[]> => {
  const [first] = copies;
  if (!first) throw new AppError('not-found');
  const next = absenceCopies(
    scope,
    {
      ...change,
      absenceId: first.absenceId,
      studentUid: first.studentUid,
      authorUid: first.authorUid,
      ...(first.reportedByGuardian ? { reportedByGuardian: true } : {}),
    },
    first.groupIds,
  );
  if (next.length === 0) throw new AppError('validation-failed', { end: 'no_school_day' });
  const nextDays = new Set(next.map((copy) => copy.day));
  const oldDays = new Set(copies.map((copy) => copy.day));
  const gone = copies.filter((copy) => !nextDays.has(copy.day));
  if (gone.length + next.length > MAX_WHOLE_ABSENCE_DAYS + 1) throw new AppError('validation-failed', { end: 'too_long' });
  const keyOf = (copy: { day: string; studentUid: string; absenceId: string }) => ({
    ...scope,
    day: copy.day,
    studentUid: copy.studentUid,
    absenceId: copy.absenceId,
  });
  const written = await attendance.transaction
    .write(({ absenceEntity }) => [
      ...gone.map((copy) => absenceEntity.remove(keyOf(copy)).commit()),
      ...next.map((copy) => {
        if (!oldDays.has(copy.day)) return absenceEntity.create(copy).commit();
        const { start, end, starttime, endtime, holeDay, reason, notice } = copy;
        const patch = absenceEntity.patch(keyOf(copy)).set({ start, end, starttime, endtime, holeDay, reason });
        return (notice ? patch.set({ notice }) : patch.remove(['notice'])).commit();
      }),
    ])
    .go();
  if (!transactionWritten(written)) throw new AppError('conflict');
  return next.map((copy) => copy.day);
};

/**
 * Removes an absence whole: every day copy (each only if it still exists) and one off the student's
 * entry counter, in one transaction; a concurrent removal cancels it ('conflict').
 */
export const removeAbsenceCopies = async (scope: Scope, copies: AbsenceCopy[]) => {
  const [first] = copies;
  if (!first) throw new AppError('not-found');
  if (copies.length > MAX_WHOLE_ABSENCE_DAYS) throw new AppError('validation-failed', { absenceId: 'too_long' });
  const written = await attendance.transaction
    .write(({ absenceEntity, studentEntriesEntity }) => [
      ...copies.map((copy) =>
        absenceEntity.remove({ ...scope, day: copy.day, studentUid: copy.studentUid, absenceId: copy.absenceId }).commit(),
      ),
      studentEntriesEntity
        .update({ ...scope, studentUid: first.studentUid })
        .subtract({ entries: 1 })
        .commit(),
    ])
    .go();
  if (!transactionWritten(written)) throw new AppError('conflict');
};
