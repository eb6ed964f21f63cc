import { ACTING_STUDENT_HEADER, ADMIN_GROUP, cognitoClaims, roleSchema } from '../../shared/roles.js';
import { idSchema } from '../../shared/schemas/common.schema.js';
import { AppError } from '../_lib/app-error.js';
import { getItems } from '../_lib/batch-get.js';
import type { Caller, CallerEvent } from '../_lib/caller.js';
import { guardianLinkRead, listGuardianLinks } from '../guardians/guardian-links.service.js';
import { getSchool, schoolRead } from '../schools/school.service.js';
import { openUserRecord } from './user-fields.service.js';
import { userRecordRead } from './user.service.js';

const groupsOf = (claim: unknown): string[] => {
  if (Array.isArray(claim)) return claim.map(String);
  // API Gateway HTTP APIs hand array claims over as "[admin other]".
  if (typeof claim === 'string')
    return claim
      .replace(/^\[|\]$/g, '')
      .split(/[\s,]+/)
      .filter(Boolean);
  return [];
};

/**
 * The token's school and role are claims a client could try to change (cognito-local lets a user
 * update custom attributes): they count only if the user record under that school says the same.
 * Admin rights need both the admin group and the record's admin flag. Requests: one batch get of
 * the user record and the school (with a guardian's acting-student header also that link); a
 * guardian without the header lists the links (one query, beside the batch get); a guardian's child
 * at another school than the guardian's record costs one get of that school.
 */
export const resolveCaller = async (event: CallerEvent): Promise<Caller> => {
  const claims = event.requestContext.authorizer?.jwt?.claims ?? {};
  const recordUid = claims[cognitoClaims.uid] ?? claims.sub;
  const uid = typeof recordUid === 'string' ? recordUid : undefined;
  if (!uid) throw new AppError('unauthorized');
  const role = roleSchema.safeParse(claims[cognitoClaims.role]);
  const schoolId = idSchema.safeParse(claims[cognitoClaims.schoolId]);
  if (!role.success || !schoolId.success) throw new AppError('user-not-registered');
  if (role.data === 'service') throw new AppError('no-access-rights');

  const requested = role.data === 'guardian' ? event.headers?.[ACTING_STUDENT_HEADER] : undefined;
  const requestedUid = requested === undefined ? undefined : idSchema.parse(requested);
  const ownReads = [userRecordRead(schoolId.data, uid), schoolRead(schoolId.data)] as const;
  const [[storedUser, school, requestedLink], guardianLinks] = await Promise.all([
    requestedUid === undefined ? getItems(ownReads) : getItems([...ownReads, guardianLinkRead(uid, requestedUid)] as const),
    role.data === 'guardian' && requestedUid === undefined ? listGuardianLinks(uid) : Promise.resolve(undefined),
  ]);
  const user = await openUserRecord(schoolId.data, storedUser);
  // A deleted account's record stays without personal data (its register entries name it): its tokens count no more.
  if (user?.role !== role.data || user.deleted) throw new AppError('user-not-registered');
  if (!school) throw new AppError('school-not-found');

  const caller = {
    uid,
    username: String(claims[cognitoClaims.username] ?? ''),
    role: role.data,
    schoolId: schoolId.data,
    isAdmin: groupsOf(claims[cognitoClaims.groups]).includes(ADMIN_GROUP) && user.isAdmin === true,
    user,
    school,
  };
  if (caller.role !== 'guardian') {
    return { ...caller, subject: { uid, schoolId: caller.schoolId, role: caller.role }, subjectSchool: school };
  }
  if (requestedUid !== undefined && !requestedLink) throw new AppError('forbidden');
  const link = requestedLink ?? guardianLinks?.[0];
  if (!link) return { ...caller, subject: null, subjectSchool: null, guardianLinks };
  const subjectSchool = link.studentSchoolId === school.id ? school : await getSchool(link.studentSchoolId);
  return {
    ...caller,
    subject: { uid: link.studentUid, schoolId: link.studentSchoolId, role: 'student' },
    subjectSchool,
    ...(guardianLinks && { guardianLinks }),
  };
};
