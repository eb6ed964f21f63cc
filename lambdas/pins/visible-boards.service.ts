import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { groupIdsOfStudent, listGroupsOfYear } from '../timetable/year-groups.service.js';
import { boardsFor, type BoardView, type Viewer } from './pinboard-access.model.js';
import { pinboardEntity } from './pinboard.entity.js';

/** The subject's school with its active school year (the caller brings it along). */
export const subjectSchoolOf = (caller: Caller) => {
  requireSubject(caller);
  const school = caller.subjectSchool ?? caller.school;
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  return { school, schoolYearId: school.activeSchoolYearId };
};

/** The boards the caller sees in the subject's school and its active school year (three queries at once). */
export const visibleBoards = async (caller: Caller): Promise<{ schoolId: string; boards: BoardView[] }> => {
  const subject = requireSubject(caller);
  const { school, schoolYearId } = subjectSchoolOf(caller);
  const [explicit, groups, viewer] = await Promise.all([
    pinboardEntity.query.byYear({ schoolId: school.id, schoolYearId }).go({ pages: 'all' }),
    listGroupsOfYear(school.id, schoolYearId),
    subject.role === 'tutor'
      ? Promise.resolve<Viewer>({ role: 'tutor', uid: subject.uid, myGroups: school.myGroups })
      : groupIdsOfStudent(school.id, schoolYearId, subject.uid).then((ids): Viewer => ({ role: 'student', memberGroupIds: new Set(ids) })),
  ]);
  return { schoolId: school.id, boards: boardsFor(viewer, explicit.data, groups) };
};
