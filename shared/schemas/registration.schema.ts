import * as z from 'zod';
import { activationCodeKinds, activationCodePattern, normalizeActivationCode } from '../activation-code.js';
import { generatedUsernamePattern } from '../generated-username.js';
import { singleLineText } from './text.schema.js';

/** A typed activation code: trimmed, lowercased, then 7 lowercase alphanumerics. */
export const activationCodeSchema = z.string().max(100).transform(normalizeActivationCode).pipe(z.string().regex(activationCodePattern));

export const checkActivationCodeBodySchema = z.object({ code: activationCodeSchema, expectedKind: z.enum(activationCodeKinds) }).strict();

/** What a valid code reveals: its kind and the person (for guardian codes, the child). */
export const activationCodeCheckSchema = z.object({
  kind: z.enum(activationCodeKinds),
  displayName: z.string(),
  groupDisplayName: z.string().optional(),
  schoolName: z.string(),
});
export type ActivationCodeCheck = z.infer<typeof activationCodeCheckSchema>;

const credentialsShape = {
  username: z.string().regex(generatedUsernamePattern),
  password: z.string().min(6).max(256),
  email: z.email().max(254).optional(),
};

export const registerPersonBodySchema = z
  .object({
    code: activationCodeSchema,
    ...credentialsShape,
    userInfo: z
      .object({ groupDisplayName: singleLineText({ min: 1, max: 30 }).optional() })
      .strict()
      .default({}),
  })
  .strict();
export type RegisterPersonBody = z.infer<typeof registerPersonBodySchema>;

export const registerGuardianBodySchema = z
  .object({
    codes: z
      .array(z.object({ code: activationCodeSchema, legal: z.boolean() }).strict())
      .min(1)
      .max(10),
    ...credentialsShape,
    displayName: singleLineText({ min: 4, max: 30 }),
  })
  .strict();
export type RegisterGuardianBody = z.infer<typeof registerGuardianBodySchema>;

/** After registration the web signs in with the returned user ID and the password it holds. */
export const registrationResultSchema = z.object({ username: z.string() });
