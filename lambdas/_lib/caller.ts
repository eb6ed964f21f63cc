import { ACTING_STUDENT_HEADER, ADMIN_GROUP, cognitoClaims, roleSchema, type Role } from '../../shared/roles.js';
import { idSchema } from '../../shared/schemas/common.schema.js';
import { findActingLink } from '../guardians/guardian-links.service.js';
import { findUserRecord, type UserRecord } from '../users/user.service.js';
import { AppError } from './app-error.js';

/** The person whose data a request reads: the caller, or a guardian's active child. */
export interface Subject {
  uid: string;
  schoolId: string;
  role: 'student' | 'tutor';
}

/** Who is calling, resolved from the verified token checked against the caller's user record, never from the body. */
export interface Caller {
  uid: string;
  username: string;
  role: Role;
  schoolId: string;
  /** In the admin group and flagged admin in the user record. */
  isAdmin: boolean;
  /** The caller's own user record, as loaded for the check. */
  user: UserRecord;
  /** null only for a guardian without linked children. */
  subject: Subject | null;
}

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
 * update custom attributes): they count only if the user record under that school says the same
 * (the record is read in parallel with a guardian's link, one get). Admin rights need both the
 * admin group and the record's admin flag.
 */
/** What the caller is read from: an HTTP API event, whose authorizer part is absent when a request bypassed the JWT authorizer. */
export interface CallerEvent {
  headers?: Record<string, string | undefined>;
  requestContext: { authorizer?: { jwt?: { claims?: Record<string, string | number | boolean | string[]> } } };
}

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
  const [user, link] = await Promise.all([
    findUserRecord(schoolId.data, uid),
    role.data === 'guardian' ? findActingLink(uid, requested ? idSchema.parse(requested) : undefined) : Promise.resolve(null),
  ]);
  // A deleted account's record stays without personal data (its register entries name it): its tokens count no more.
  if (user?.role !== role.data || user.deleted) throw new AppError('user-not-registered');

  const caller = {
    uid,
    username: String(claims[cognitoClaims.username] ?? ''),
    role: role.data,
    schoolId: schoolId.data,
    isAdmin: groupsOf(claims[cognitoClaims.groups]).includes(ADMIN_GROUP) && user.isAdmin === true,
    user,
  };
  if (caller.role !== 'guardian') {
    return { ...caller, subject: { uid, schoolId: caller.schoolId, role: caller.role } };
  }
  return { ...caller, subject: link && { uid: link.studentUid, schoolId: link.studentSchoolId, role: 'student' } };
};

/** For routes that act on a child: a guardian without one gets the spec's 'Schüler nicht gefunden'. */
export const requireSubject = (caller: Caller): Subject => {
  if (!caller.subject) throw new AppError('student-not-found');
  return caller.subject;
};
