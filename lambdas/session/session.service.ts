import type { Bootstrap } from '../../shared/schemas/session.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { listLinkedStudents } from '../guardians/guardian.service.js';
import { logoUrlOf } from '../schools/school-logo-url.service.js';
import { getActiveSchoolYear, getSchool } from '../schools/school.service.js';
import { toProfile } from '../users/user.service.js';

/**
 * Everything the app loads after sign-in (the spec's auth state): the user record, the school and
 * its active school year, and for guardians the linked children with the active one. Guardians
 * see the active child's school. Errors are the spec's sign-in catalogue.
 */
export const getBootstrap = async (caller: Caller): Promise<Bootstrap> => {
  const { user } = caller;
  if (!user.signedUp) throw new AppError('user-not-registered');
  if (user.role === 'service') throw new AppError('no-access-rights');

  const [students, school] = await Promise.all([
    caller.role === 'guardian' ? listLinkedStudents(caller.uid) : Promise.resolve([]),
    getSchool(caller.subject?.schoolId ?? caller.schoolId),
  ]);
  const [schoolYear, logoUrl] = await Promise.all([getActiveSchoolYear(school), logoUrlOf(school.logoKey)]);

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
      ...(user.deletionMarkedAt && { deletionMarkedAt: user.deletionMarkedAt }),
    },
    internalRole: caller.subject?.role ?? 'student',
    school: { id: school.id, name: school.name, label: school.label, logoUrl },
    schoolYear,
    students,
    activeStudentUid: caller.role === 'guardian' ? (caller.subject?.uid ?? null) : null,
  };
};
