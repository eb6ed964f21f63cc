import * as z from 'zod';
import { idSchema } from './common.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

export const LOGIN_ALERT_TITLE_MAX = 100;
export const LOGIN_ALERT_BODY_MAX = 2000;

/** 'Hinweis bei der Anmeldung': what an admin writes; saving it makes a new message that everyone sees once. */
export const saveLoginAlertBodySchema = z
  .object({
    title: singleLineText({ min: 1, max: LOGIN_ALERT_TITLE_MAX }),
    body: multiLineText({ min: 1, max: LOGIN_ALERT_BODY_MAX }),
  })
  .strict();

export const loginAlertSchema = z.object({
  id: idSchema,
  title: z.string(),
  body: z.string(),
  /** When the admin saved it (ISO timestamp). */
  createdAt: z.string(),
});
export type LoginAlert = z.infer<typeof loginAlertSchema>;

/** The school's current message (admins), or the one the caller has not confirmed yet; null for none. */
export const loginAlertAnswerSchema = z.object({ alert: loginAlertSchema.nullable() });
export type LoginAlertAnswer = z.infer<typeof loginAlertAnswerSchema>;

export const loginAlertParamsSchema = z.object({ alertId: idSchema }).strict();
