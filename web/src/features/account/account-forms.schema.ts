import * as z from 'zod';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, PASSWORD_MIN } from '@shared/schemas/account.schema.js';
import { accountTexts as account } from '../../i18n/account.de.js';

export const displayNameFormSchema = z.object({
  displayName: z.string().trim().min(DISPLAY_NAME_MIN, account.displayNameLength).max(DISPLAY_NAME_MAX, account.displayNameLength),
});
export type DisplayNameFormValues = z.input<typeof displayNameFormSchema>;

export const passwordFormSchema = z.object({
  currentPassword: z.string().min(1, account.passwordRequired),
  newPassword: z.string().min(1, account.passwordRequired).min(PASSWORD_MIN, account.passwordMin),
});
export type PasswordFormValues = z.input<typeof passwordFormSchema>;
