import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod';
import { displayNameSchema } from '@shared/schemas/account.schema.js';
import { visibleLength } from '@shared/schemas/text.schema.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import { fieldRuleText } from '../../i18n/validation.de.js';

const t = registrationTexts.credentials;

/**
 * Step 3 of every registration: generated user ID, optional e-mail, password twice, accepted terms;
 * tutors may state their class, guardians give a display name. Inputs are trimmed.
 */
export const credentialsFormSchema = (kind: 'guardian' | 'tutor' | 'student') =>
  z
    .object({
      username: z.string(),
      displayName: z.string().trim(),
      noEmail: z.boolean(),
      email: z.string().trim(),
      password: z.string().trim().min(1, t.passwordRequired).min(6, t.passwordMin),
      passwordRepeat: z.string().trim().min(1, t.passwordRepeatRequired),
      classTeacher: z.boolean(),
      className: z.string().trim(),
      terms: z.boolean(),
    })
    .superRefine((values, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (kind === 'guardian') {
        // The API's rule: what a reader sees counts (zero-width spaces fill nothing); a length has the spec's text.
        const nameIssue = displayNameSchema.safeParse(values.displayName).error?.issues[0];
        if (visibleLength(values.displayName) === 0) issue('displayName', t.displayNameRequired);
        else if (nameIssue) issue('displayName', nameIssue.code === 'custom' ? fieldRuleText(nameIssue) : t.displayNameLength);
      }
      if (!values.noEmail) {
        if (!values.email) issue('email', t.emailRequired);
        else if (!z.email().safeParse(values.email).success) issue('email', t.emailFormat);
      }
      if (values.passwordRepeat && values.password !== values.passwordRepeat) issue('passwordRepeat', t.passwordMismatch);
      if (kind === 'tutor' && values.classTeacher && !values.className) issue('className', t.classNameRequired);
      if (!values.terms) issue('terms', t.termsRequired);
    });

export type CredentialsFormInput = z.input<ReturnType<typeof credentialsFormSchema>>;
export type CredentialsFormValues = z.output<ReturnType<typeof credentialsFormSchema>>;
/** The credentials form as its fields see it. */
export type CredentialsForm = UseFormReturn<CredentialsFormInput, unknown, CredentialsFormValues>;
