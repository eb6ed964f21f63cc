import * as z from 'zod';
import { displayNameSchema, PASSWORD_MIN } from '@shared/schemas/account.schema.js';
import { accountTexts as account } from '../../i18n/account.de.js';

/** The API's display name rule (what a reader sees counts), with the spec's one text for both limits. */
export const displayNameFormSchema = z.object({ displayName: displayNameSchema });
export const displayNameTexts = { 'displayName.too_small': account.displayNameLength, 'displayName.too_big': account.displayNameLength };
export type DisplayNameFormValues = z.input<typeof displayNameFormSchema>;

export const passwordFormSchema = z.object({
  currentPassword: z.string().min(1, account.passwordRequired),
  newPassword: z.string().min(1, account.passwordRequired).min(PASSWORD_MIN, account.passwordMin),
});
export type PasswordFormValues = z.input<typeof passwordFormSchema>;
