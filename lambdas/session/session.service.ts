import type { Bootstrap } from '../../shared/schemas/session.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { listGuardianLinks } from '../guardians/guardian.service.js';
import { getActiveSchoolYear, getSchools } from '../schools/school.service.js';
import { getUserRecord, getUserRecords, toProfile } from '../users/user.service.js';

/**
 * Everything the app loads after sign-in (the spec's auth state): the user record, the school and
 * its active school year, and for guardians the linked children with the active one. Guardians
 * see the active child's school. Errors are the spec's sign-in catalogue.
 */
export const getBootstrap = async (caller: Caller): Promise<Bootstrap> => {
  const user = await getUserRecord(caller.schoolId, caller.uid);
  if (!user.signedUp) throw new AppError('user-not-registered');
  if (user.role === 'service') throw new AppError('no-access-rights');

  const links = caller.role === 'guardian' ? await listGuardianLinks(caller.uid) : [];
  const schoolId = caller.subject?.schoolId ?? caller.schoolId;
  const [children, schools] = await Promise.all([
    getUserRecords(links.map((link) => ({ schoolId: link.studentSchoolId, uid: link.studentUid }))),
    getSchools([schoolId, ...links.map((link) => link.studentSchoolId)]),
  ]);
  const school = schools.get(schoolId);
  if (!school) throw new AppError('school-not-found');
  const schoolYear = await getActiveSchoolYear(school);

  const childrenByUid = new Map(children.map((child) => [child.uid, child]));
  const students = links.flatMap((link) => {
    const child = childrenByUid.get(link.studentUid);
    if (!child) return [];
    return [
      {
        uid: child.uid,
        displayName: child.displayName,
        schoolId: link.studentSchoolId,
        schoolName: schools.get(link.studentSchoolId)?.name ?? '',
        groupDisplayName: child.groupDisplayName,
        legal: link.legal ?? false,
      },
    ];
  });

  return {
    user: {
      uid: user.uid,
      username: user.username ?? caller.username,
      displayName: user.displayName,
      short: toProfile(user).short,
      role: user.role,
      isAdmin: caller.isAdmin,
      email: user.email,
      userInfo: {
        firstname: user.firstname,
        lastname: user.lastname,
        title: user.title,
        sex: user.sex,
        groupDisplayName: user.groupDisplayName,
        avatarIndex: user.avatarIndex,
      },
      reservedForDeletion: user.reservedForDeletion ?? false,
    },
    internalRole: caller.subject?.role ?? 'student',
    school: { id: school.id, name: school.name, label: school.label },
    schoolYear,
    students,
    activeStudentUid: caller.role === 'guardian' ? (caller.subject?.uid ?? null) : null,
  };
};
