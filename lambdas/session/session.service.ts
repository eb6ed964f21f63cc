import type { Bootstrap } from '../../shared/schemas/session.schema.js';
import { AppError } from '../_lib/app-error.js';
import { getItems } from '../_lib/batch-get.js';
import type { Caller } from '../_lib/caller.js';
import { listGuardianLinks } from '../guardians/guardian-links.service.js';
import { readLinkedStudents } from '../guardians/guardian.service.js';
import { logoUrlOf } from '../schools/school-logo-url.service.js';
import { activeSchoolYearRead, requireActiveSchoolYear } from '../schools/school.service.js';
import { toProfile } from '../users/user.service.js';

/**
 * The school year and, for a guardian, the children (with their schools): one batch get. The links
 * come from resolving the caller (no acting-student header) or one query.
 */
const readYearAndStudents = async (caller: Caller) => {
  const school = caller.subjectSchool ?? caller.school;
  const yearRead = activeSchoolYearRead(school);
  if (caller.role !== 'guardian') {
    const [year] = await getItems([yearRead]);
    return { school, schoolYear: requireActiveSchoolYear(year), students: [] };
  }
  const links = caller.guardianLinks ?? (await listGuardianLinks(caller.uid));
  const { students, alongside } = await readLinkedStudents(links, [caller.school, school], [yearRead]);
  return { school, schoolYear: requireActiveSchoolYear(alongside[0] ?? null), students };
};

/**
 * Everything the app loads after sign-in (the spec's auth state): the user record, the school and
 * its active school year, and for guardians the linked children with the active one. Guardians
 * see the active child's school. Errors are the spec's sign-in catalogue. Requests: resolving the
 * caller (one batch get of the user record and the school; a guardian's links are one query), then
 * one batch get of the school year and a guardian's children with their schools; a guardian's
 * child at another school than the guardian's record costs one get of that school.
 */
export const getBootstrap = async (caller: Caller): Promise<Bootstrap> => {
  const { user } = caller;
  if (!user.signedUp) throw new AppError('user-not-registered');
  if (user.role === 'service') throw new AppError('no-access-rights');

  const [{ school, schoolYear, students }, logoUrl] = await Promise.all([
    readYearAndStudents(caller),
    logoUrlOf((caller.subjectSchool ?? caller.school).logoKey),
  ]);

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
