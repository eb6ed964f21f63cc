import * as z from 'zod';
import { roleSchema } from '../roles.js';
import { idSchema } from './common.schema.js';

export const sexSchema = z.enum(['männlich', 'weiblich', 'other']);

export const userInfoSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  title: z.string().optional(),
  sex: sexSchema.optional(),
  groupDisplayName: z.string().optional(),
  avatarIndex: z.number().int().min(1).max(16).optional(),
});

/** What the app may show of a user: no e-mail, no settings of other users. */
export const userProfileSchema = z.object({
  uid: idSchema,
  displayName: z.string(),
  short: z.string(),
  role: roleSchema,
  groupDisplayName: z.string().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userParamsSchema = z.object({ uid: idSchema }).strict();
