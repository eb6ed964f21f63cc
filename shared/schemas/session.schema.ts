import * as z from 'zod';
import { appRoles } from '../roles.js';
import { idSchema, isoDaySchema } from './common.schema.js';
import { userInfoSchema } from './user.schema.js';

export const schoolSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  label: z.string().optional(),
  /** A short-lived URL of the school's logo (PNG); absent: the side menu shows the initials. */
  logoUrl: z.url().optional(),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

export const schoolYearSchema = z.object({
  id: idSchema,
  name: z.string(),
  start: isoDaySchema,
  end: isoDaySchema,
});

/** A guardian's linked child as the header, side menu and child switch show it. */
export const linkedStudentSchema = z.object({
  uid: idSchema,
  displayName: z.string(),
  schoolId: idSchema,
  schoolName: z.string(),
  groupDisplayName: z.string().optional(),
  legal: z.boolean(),
});
export type LinkedStudent = z.infer<typeof linkedStudentSchema>;

/** GET /api/me: everything the app needs after sign-in (the spec's auth state). */
export const bootstrapSchema = z.object({
  user: z.object({
    uid: idSchema,
    username: z.string(),
    displayName: z.string(),
    short: z.string(),
    role: z.enum(appRoles),
    isAdmin: z.boolean(),
    email: z.string().optional(),
    userInfo: userInfoSchema,
    reservedForDeletion: z.boolean(),
    /** When the school marked the account for deletion (ISO); it is deleted 30 days later. */
    deletionMarkedAt: z.string().optional(),
  }),
  /** The role whose views the app shows: the active child's for guardians. */
  internalRole: z.enum(['student', 'tutor']),
  school: schoolSummarySchema,
  schoolYear: schoolYearSchema,
  students: z.array(linkedStudentSchema),
  activeStudentUid: idSchema.nullable(),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
