import { publishEvent } from '../../events/publish.js';
import { absenceCovers, excuseAtStart, isUnexcusedAbsence } from '../../shared/classbook-rules.js';
import { HOLE_DAY } from '../../shared/schemas/classbook.schema.js';
import type { Scope } from '../attendance/attendance.service.js';
import { replaceRegisterStudents } from '../attendance/lesson-register.service.js';
import { listLessonRegistersOfDay } from '../attendance/lesson-registers-of-day.service.js';

export interface EnteredAbsence {
  studentUid: string;
  reason: number;
  holeDay: boolean;
  starttime?: string;
  endtime?: string;
  reportedByGuardian?: boolean;
}

/**
 * An absence entered after the control of a lesson it covers was started excuses the student there
 * as the check start would have (excuseAtStart), where her entry is absent without excuse and
 * without a reason the tutor chose; an entry the tutor decided stays. The alert job then corrects
 * an alert it caused. Requests: one query per day of the absence, one transaction per register changed.
 */
export const excuseInStartedRegisters = async (scope: Scope, absence: EnteredAbsence, days: readonly string[]) => {
  const times = absence.holeDay
    ? HOLE_DAY
    : { starttime: absence.starttime ?? HOLE_DAY.starttime, endtime: absence.endtime ?? HOLE_DAY.endtime };
  const mark = {
    studentUid: absence.studentUid,
    kind: 'absence' as const,
    text: '',
    reason: absence.reason,
    reportedByGuardian: absence.reportedByGuardian,
  };
  for (const day of days) {
    let excused = false;
    for (const register of await listLessonRegistersOfDay(scope, day)) {
      const { starttime, endtime } = register;
      const entry = register.students[absence.studentUid];
      if (
        !register.controllStarted ||
        !starttime ||
        !endtime ||
        !isUnexcusedAbsence(entry) ||
        !absenceCovers(times, { starttime, endtime })
      )
        continue;
      const next = excuseAtStart(entry ?? {}, absence.studentUid, [mark]);
      if (isUnexcusedAbsence(next)) continue;
      await replaceRegisterStudents(scope, { ...register, starttime }, { ...register.students, [absence.studentUid]: next });
      excused = true;
    }
    if (excused) await publishEvent('classbook.unexcusedAbsences', { ...scope, day, studentUids: [absence.studentUid] });
  }
};
