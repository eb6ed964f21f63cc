import { z } from 'zod/mini';
import { validationTexts as validation } from '../../i18n/auth.de.js';

export type LoginType = 'username' | 'email';

export const USERNAME_MIN_LENGTH = 6;

// zod/mini keeps the login route small; the route table's schemas load after sign-in.
const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, validation.usernameRequired),
    z.minLength(USERNAME_MIN_LENGTH, validation.usernameMin),
    z.regex(/^\S*$/, validation.usernameWhitespace),
  );

const emailSchema = z.pipe(z.string().check(z.trim(), z.minLength(1, validation.emailRequired)), z.email(validation.emailFormat));

const passwordSchema = z.string().check(z.trim(), z.minLength(1, validation.passwordRequired));

/** The login form: `login` is the user ID or the e-mail address, by login type. */
export const loginFormSchema = (type: LoginType) =>
  z.object({ login: type === 'username' ? usernameSchema : emailSchema, password: passwordSchema });

export type LoginFormInput = z.input<ReturnType<typeof loginFormSchema>>;
export type LoginFormValues = z.output<ReturnType<typeof loginFormSchema>>;

/** The single field of the reset-password dialog. */
export const resetPasswordSchema = (type: LoginType) => z.object({ login: type === 'username' ? usernameSchema : emailSchema });

export type ResetPasswordValues = z.output<ReturnType<typeof resetPasswordSchema>>;
