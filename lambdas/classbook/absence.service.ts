import type { AbsenceBody } from '../../shared/schemas/classbook.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { absenceIn, changeAbsenceCopies, getAbsenceCopies, removeAbsenceCopies } from '../attendance/attendance.service.js';
import { activeSchoolYearOf } from '../timetable/active-school-year.service.js';
import { getGroups } from '../timetable/group-lookup.service.js';
import { frozenIfOfPastYear } from '../timetable/past-year.service.js';
import { excuseInStartedRegisters } from './absence-excuse.service.js';

/**
 * The day copies of an absence of the caller's school in the active year (writes never take a
 * year): an absence of a past year is frozen (`school-year-frozen`), an unknown id not found.
 */
export const activeAbsenceCopies = async (caller: Caller, absenceId: string) => {
  const { school, schoolYearId } = await activeSchoolYearOf(caller.schoolId);
  const scope = { schoolId: school.id, schoolYearId };
  const copies = await getAbsenceCopies(scope, absenceId);
  const [first] = copies;
  if (!first) return frozenIfOfPastYear(school.id, absenceIn(school.id, absenceId))(new AppError('not-found'));
  return { scope, copies, first };
};

/**
 * The day copies of an absence that the caller may change: she entered it or is the class teacher
 * of one of the student's groups (others 403). Requests: the school, one query of the copies, one
 * batch get of the groups.
 */
const changeableAbsence = async (caller: Caller, absenceId: string) => {
  const { scope, copies, first } = await activeAbsenceCopies(caller, absenceId);
  if (first.authorUid !== caller.uid) {
    const groups = await getGroups(scope.schoolId, scope.schoolYearId, first.groupIds);
    if (!groups.some((group) => group.classTutorUid === caller.uid)) throw new AppError('forbidden');
  }
  return { scope, copies, studentUid: first.studentUid };
};

/**
 * Changes an absence's days, times, reason and notice (§5 rules checked at the edge); the student
 * stays. Lessons of its days whose control was started take it as her excuse (excuseInStartedRegisters).
 */
export const changeAbsence = async (caller: Caller, body: AbsenceBody) => {
  const { scope, copies, studentUid } = await changeableAbsence(caller, body.absenceId);
  if (body.studentUid !== studentUid) throw new AppError('validation-failed', { studentUid: 'not_changeable' });
  const days = await changeAbsenceCopies(scope, copies, body);
  await excuseInStartedRegisters(scope, { ...body, reportedByGuardian: copies[0]?.reportedByGuardian }, days);
  return { absenceId: body.absenceId, days };
};

/** Removes an absence: every day copy and one off the student's entry count. */
export const removeAbsence = async (caller: Caller, absenceId: string) => {
  const { scope, copies } = await changeableAbsence(caller, absenceId);
  await removeAbsenceCopies(scope, copies);
  return { absenceId, removed: true as const };
};
