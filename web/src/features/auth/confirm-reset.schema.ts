import { z } from 'zod/mini';
import { PASSWORD_MIN } from '../../../../shared/schemas/account.schema.js';
import { texts } from '../../i18n/texts.de.js';

/** The reset dialog's second step: the e-mailed code and the new password. */
export const confirmResetSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, texts.resetPassword.codeRequired)),
  newPassword: z.string().check(z.minLength(1, texts.account.passwordRequired), z.minLength(PASSWORD_MIN, texts.account.passwordMin)),
});

export type ConfirmResetValues = z.output<typeof confirmResetSchema>;
