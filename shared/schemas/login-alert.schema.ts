import * as z from 'zod';
import { idSchema } from './common.schema.js';
import { revisionSchema } from './revision.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

export const LOGIN_ALERT_TITLE_MAX = 100;
export const LOGIN_ALERT_BODY_MAX = 2000;

/** 'Hinweis bei der Anmeldung': what an admin writes; saving it makes a new message that everyone sees once. */
export const loginAlertBodySchema = z
  .object({
    title: singleLineText({ min: 1, max: LOGIN_ALERT_TITLE_MAX }),
    body: multiLineText({ min: 1, max: LOGIN_ALERT_BODY_MAX }),
  })
  .strict();
export type LoginAlertBody = z.infer<typeof loginAlertBodySchema>;

/** What an edit of the message saves: its fields and the revision they were loaded at (an older one answers 409 'conflict'). */
export const updateLoginAlertBodySchema = loginAlertBodySchema.extend({ revision: revisionSchema });
export type UpdateLoginAlertBody = z.infer<typeof updateLoginAlertBodySchema>;

export const loginAlertSchema = z.object({
  id: idSchema,
  title: z.string(),
  body: z.string(),
  /** When the admin saved it (ISO timestamp). */
  createdAt: z.string(),
  /** Counted up by each save (a new id each time); the revision an edit names. */
  revision: revisionSchema,
});
export type LoginAlert = z.infer<typeof loginAlertSchema>;

/** The school's current message (admins), or the one the caller has not confirmed yet; null for none. */
export const loginAlertAnswerSchema = z.object({ alert: loginAlertSchema.nullable() });
export type LoginAlertAnswer = z.infer<typeof loginAlertAnswerSchema>;

export const loginAlertParamsSchema = z.object({ alertId: idSchema }).strict();
