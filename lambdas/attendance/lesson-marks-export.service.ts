import type { StudentRegister } from '../../shared/schemas/classbook.schema.js';
import { groupRegisterEntity } from './group-register.entity.js';

/**
 * A student's marks in the lesson registers (Anwesenheit, Verspätung, Entschuldigung and the other
 * options) for the Art. 15 export: one query per group membership of the student (each group's
 * copies of its lessons' registers, every school year), keeping each lesson once and of its register
 * only this student's entry. The lesson's topic and notice, other students' entries and who wrote
 * the register are left out. A lesson of another group the student was moved into is kept under
 * that group's registers and therefore not found here.
 */
export const exportLessonMarks = async (schoolId: string, memberships: { schoolYearId: string; groupId: string }[], studentUid: string) => {
  const pages = await Promise.all(
    memberships.map(({ schoolYearId, groupId }) =>
      groupRegisterEntity.query.byGroup({ schoolId, schoolYearId, classbookGroupId: groupId }).go({ pages: 'all' }),
    ),
  );
  const marks = new Map(
    pages
      .flatMap(({ data }) => data)
      .flatMap(({ schoolYearId, lessonDateId, day, starttime, endtime, subject, students }) => {
        const entry = (students as Record<string, StudentRegister>)[studentUid];
        return entry ? [[lessonDateId, { schoolYearId, lessonDateId, day, starttime, endtime, subject, ...entry }] as const] : [];
      }),
  );
  return [...marks.values()].sort((a, b) => a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime));
};
