import * as z from 'zod';

/** Roles a user record can carry. `service` accounts exist but may never sign in to the app. */
export const roles = ['student', 'tutor', 'guardian', 'service'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles that may use the app (the spec refuses `service` at sign-in). */
export const appRoles = ['student', 'tutor', 'guardian'] as const satisfies readonly Role[];
export type AppRole = (typeof appRoles)[number];

export const ADMIN_GROUP = 'admin';

/** Cognito custom attributes carrying school and role (read-only for the app client). */
export const cognitoClaims = {
  schoolId: 'custom:schoolId',
  role: 'custom:role',
  /** The user record's uid when it differs from the Cognito `sub` (people imported before registering). */
  uid: 'custom:uid',
  groups: 'cognito:groups',
  username: 'cognito:username',
} as const;

/** Header a guardian sends to act for one of their linked children. */
export const ACTING_STUDENT_HEADER = 'x-acting-student';
