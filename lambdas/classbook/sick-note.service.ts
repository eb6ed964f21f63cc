import type { SickNote, SickNoteBody } from '../../shared/schemas/classbook.schema.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { confirmAbsenceCopies, createWholeAbsence } from '../attendance/attendance.service.js';
import { activeSchoolYearOf } from '../timetable/active-school-year.service.js';
import { getGroups } from '../timetable/group-lookup.service.js';
import { groupIdsOfStudent } from '../timetable/year-groups.service.js';
import { excuseInStartedRegisters } from './absence-excuse.service.js';
import { activeAbsenceCopies } from './absence.service.js';

/** The absence reason a sick note becomes: Krankheit. */
const SICKNESS = 0 as const;

/**
 * 'Krankmeldung': a guardian reports the active child sick (the child's link was checked when the
 * caller was resolved; keys come from the child's school). It becomes an all-day absence with reason
 * Krankheit marked as reported by a guardian: every day copy and the entry counter in one
 * transaction. A repeated send (same id) reports once. Lessons whose control was already started
 * take it as the child's excuse (excuseInStartedRegisters): an alert sent is corrected.
 */
export const reportSickness = async (caller: Caller, body: SickNoteBody): Promise<SickNote> => {
  const child = requireSubject(caller);
  const { schoolYearId } = await activeSchoolYearOf(child.schoolId);
  const scope = { schoolId: child.schoolId, schoolYearId };
  const groupIds = await groupIdsOfStudent(scope.schoolId, schoolYearId, child.uid);
  const absence = {
    absenceId: body.sickNoteId,
    studentUid: child.uid,
    start: body.start,
    end: body.end,
    holeDay: true,
    reason: SICKNESS,
    ...(body.notice ? { notice: body.notice } : {}),
    authorUid: caller.uid,
    reportedByGuardian: true,
  };
  const days = await createWholeAbsence(scope, absence, groupIds);
  await excuseInStartedRegisters(scope, absence, days);
  return { sickNoteId: body.sickNoteId, days };
};

/**
 * 'Bestätigen': the class teacher of one of the student's groups confirms an absence a guardian
 * reported (every day copy at once). Confirming again changes nothing. Requests: the school, one
 * query of the copies, one batch get of the groups, one transaction.
 */
export const confirmAbsence = async (caller: Caller, absenceId: string) => {
  const { scope, copies, first } = await activeAbsenceCopies(caller, absenceId);
  if (!first.reportedByGuardian) throw new AppError('not-found');
  const groups = await getGroups(scope.schoolId, scope.schoolYearId, first.groupIds);
  if (!groups.some((group) => group.classTutorUid === caller.uid)) throw new AppError('forbidden');
  const open = copies.filter((copy) => !copy.confirmedByUid);
  await confirmAbsenceCopies(scope, open, caller.uid);
  return { absenceId, confirmed: true as const };
};
