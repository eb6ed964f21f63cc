import * as z from 'zod';
import { activationCodePattern, normalizeActivationCode } from '@shared/activation-code.js';
import { errorText } from '../../i18n/errors.de.js';
import { studentCodesTexts } from '../../i18n/guardians.de.js';

/** The code field of 'Schüler-Codes verwalten': required, trimmed and lowercased, then 7 letters or digits. */
export const studentCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, studentCodesTexts.required)
    .transform(normalizeActivationCode)
    .pipe(z.string().regex(activationCodePattern, errorText('code-invalid'))),
});

export type StudentCodeFormInput = z.input<typeof studentCodeFormSchema>;
export type StudentCodeFormValues = z.output<typeof studentCodeFormSchema>;
