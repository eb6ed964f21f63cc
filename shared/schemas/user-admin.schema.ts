import * as z from 'zod';
import { appRoles } from '../roles.js';
import { idSchema } from './common.schema.js';
import { singleLineText } from './text.schema.js';

/** People per page of the user administration: a screenful, also for a school of 2,000 students. */
export const ADMIN_USERS_PAGE_SIZE = 50;

/** GET /api/admin/users: a name search, a role and a class filter, a page of the sorted result. */
export const adminUserListQuerySchema = z
  .object({
    search: singleLineText({ max: 50 }).optional(),
    role: z.enum(appRoles).optional(),
    group: singleLineText({ min: 1, max: 30 }).optional(),
    page: z.coerce.number().int().min(1).max(1000).optional(),
  })
  .strict();
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** One person as the user administration lists them: names, role, class, the states an admin changes. */
export const adminUserSchema = z.object({
  uid: idSchema,
  displayName: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(appRoles),
  groupDisplayName: z.string().optional(),
  signedUp: z.boolean(),
  isAdmin: z.boolean(),
  /** When an admin marked the account for deletion (ISO); absent when it is not marked. */
  deletionMarkedAt: z.string().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  /** People matching the search and filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The school's classes (for the class filter). */
  groups: z.array(z.string()),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** One person with their activation code, as long as they have not registered with it. */
export const adminUserDetailSchema = adminUserSchema.extend({ activationCode: z.string().nullable() });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserParamsSchema = z.object({ uid: idSchema }).strict();
export const setAdminFlagBodySchema = z.object({ isAdmin: z.boolean() }).strict();

/** What an admin did, as the audit log records it (never any content of personal data). */
export const auditActions = [
  'users-imported',
  'codes-exported',
  'code-regenerated',
  'admin-granted',
  'admin-revoked',
  'deletion-marked',
  'deletion-unmarked',
  'personal-data-exported',
  'display-link-created',
  'display-link-revoked',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: idSchema,
  at: z.string(),
  actorUid: idSchema,
  actorName: z.string(),
  action: z.enum(auditActions),
  targetUid: idSchema.optional(),
  /** The target's current display name, read from the user record when the log is listed (never stored in it). */
  targetName: z.string().optional(),
  /** A non-personal detail of the action: the import's group, the export's audience. */
  detail: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({ cursor: z.string().min(1).max(1000).optional() }).strict();
export const auditLogPageSchema = z.object({ entries: z.array(auditEntrySchema), cursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
