import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod';
import { registrationTexts } from '../../i18n/registration.de.js';

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
        if (!values.displayName) issue('displayName', t.displayNameRequired);
        else if (values.displayName.length < 4 || values.displayName.length > 30) issue('displayName', t.displayNameLength);
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
