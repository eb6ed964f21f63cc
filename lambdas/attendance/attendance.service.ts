import type { AbsenceReason } from '../../shared/schemas/today.schema.js';
import { addDays, isWeekend } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { groupIdsOfStudent } from '../timetable/timetable.service.js';
import { absenceEntity } from './absence.entity.js';
import { daynoticeEntity } from './daynotice.entity.js';

/** The spec's all-day absence: 07:00 to 18:00. */
export const HOLE_DAY = { starttime: '07:00', endtime: '18:00' } as const;
/** An absence is stored per school day: at most a school year's worth of copies. */
const MAX_ABSENCE_DAYS = 366;

type Scope = { schoolId: string; schoolYearId: string };

export type DaynoticeInput = { daynoticeId: string; day: string; studentUid: string; endtime?: string; title: string; content: string; authorUid: string };

export type AbsenceInput = {
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
};

/** Writes a student's day note with the student's current groups. Idempotent by id. */
export const saveDaynotice = async ({ schoolId, schoolYearId }: Scope, input: DaynoticeInput) => {
  const groupIds = await groupIdsOfStudent(schoolId, schoolYearId, input.studentUid);
  await daynoticeEntity.put({ schoolId, schoolYearId, ...input, groupIds }).go();
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

/** Writes an absence as one copy per school day, in one batch, with the student's groups. Idempotent by id. */
export const saveAbsence = async ({ schoolId, schoolYearId }: Scope, input: AbsenceInput) => {
  const groupIds = await groupIdsOfStudent(schoolId, schoolYearId, input.studentUid);
  const times = input.holeDay ? HOLE_DAY : { starttime: input.starttime ?? HOLE_DAY.starttime, endtime: input.endtime ?? HOLE_DAY.endtime };
  const copies = absenceDays(input.start, input.end).map((day) => ({ schoolId, schoolYearId, day, ...input, ...times, groupIds }));
  if (copies.length === 0) return;
  const { unprocessed } = await absenceEntity.put(copies).go();
  if (unprocessed.length > 0) throw new AppError('internal');
};

/** The day notes and absences of a school's day: two queries, in parallel. */
export const listAttendanceOfDay = async ({ schoolId, schoolYearId }: Scope, day: string) => {
  const [daynotices, absences] = await Promise.all([
    daynoticeEntity.query.byDay({ schoolId, schoolYearId, day }).go({ pages: 'all' }),
    absenceEntity.query.byDay({ schoolId, schoolYearId, day }).go({ pages: 'all' }),
  ]);
  return { daynotices: daynotices.data, absences: absences.data };
};
