import { z } from 'zod/mini';
import { PASSWORD_MIN } from '@shared/schemas/account.schema.js';
import { accountTexts } from '../../i18n/account.de.js';
import { resetPasswordTexts } from '../../i18n/auth.de.js';

/** The reset dialog's second step: the e-mailed code and the new password. */
export const confirmResetSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, resetPasswordTexts.codeRequired)),
  newPassword: z.string().check(z.minLength(1, accountTexts.passwordRequired), z.minLength(PASSWORD_MIN, accountTexts.passwordMin)),
});

export type ConfirmResetValues = z.output<typeof confirmResetSchema>;
