import type { EnteredAbsence } from '../../shared/schemas/absence.schema.js';
import type { AbsenceBody } from '../../shared/schemas/classbook.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { createWholeAbsence, entryCountsOf } from '../attendance/attendance.service.js';
import { writableGroupOf } from '../timetable/my-groups.service.js';
import { groupIdsOfStudent } from '../timetable/year-groups.service.js';
import { excuseInStartedRegisters } from './absence-excuse.service.js';

/**
 * 'Abwesenheit eintragen' from Meine Klassen: whoever sees the group's students there (its class
 * teacher; every tutor under the school's myGroups 'all') enters an absence of one of them. Every
 * day copy and the student's entry counter are written in one transaction; a repeated save (same
 * id) changes nothing; a class of a past year is frozen (`school-year-frozen`). Lessons of its days
 * whose control was started take it as the student's excuse (excuseInStartedRegisters). Requests: the school and the group, the student's groups, one transaction,
 * the counter.
 */
export const createGroupAbsence = async (caller: Caller, groupId: string, body: AbsenceBody): Promise<EnteredAbsence> => {
  const { school, schoolYearId } = await writableGroupOf(caller, groupId);
  const scope = { schoolId: school.id, schoolYearId };
  const groupIds = await groupIdsOfStudent(scope.schoolId, schoolYearId, body.studentUid);
  if (!groupIds.includes(groupId)) throw new AppError('validation-failed', { studentUid: 'not_in_group' });
  const days = await createWholeAbsence(scope, { ...body, authorUid: caller.uid }, groupIds);
  await excuseInStartedRegisters(scope, body, days);
  const entries = (await entryCountsOf(scope, [body.studentUid])).get(body.studentUid) ?? 0;
  return { absenceId: body.absenceId, days, entries };
};
