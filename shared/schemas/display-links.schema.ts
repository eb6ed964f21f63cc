import * as z from 'zod';
import { isIsoDay } from '../week.js';
import { idSchema, isoDaySchema } from './common.schema.js';

/** The longest name of a display link ('Foyer Haupteingang'). */
export const DISPLAY_LINK_NAME_MAX = 60;
/** How many display links a school keeps at most (a screen per hallway, not one per person). */
export const MAX_DISPLAY_LINKS = 20;

/**
 * A display token: the school's id, a dot and 32 random bytes as base64url (43 characters). The
 * school's id in front lets the public request read the link beside the school's plan in one batch;
 * the random part is the credential.
 */
export const DISPLAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/;

/** The web page a hallway screen opens; the web app puts its own origin in front. */
export const displayPagePath = (token: string) => `/display/${token}`;

/** POST /api/display-links: a name for the screen and an optional last day (Europe/Berlin) the link works. */
export const displayLinkBodySchema = z
  .object({
    name: z.string().trim().min(1).max(DISPLAY_LINK_NAME_MAX),
    expiresOn: isoDaySchema.refine(isIsoDay, { message: 'not_a_day' }).optional(),
  })
  .strict();
export type DisplayLinkBody = z.infer<typeof displayLinkBodySchema>;

/** DELETE /api/display-links/{linkId}. */
export const displayLinkParamsSchema = z.object({ linkId: idSchema }).strict();

/** GET /api/display/{token}. */
export const displayBoardParamsSchema = z.object({ token: z.string().regex(DISPLAY_TOKEN_PATTERN) }).strict();

/** A display link as its school's admins see it: never its token, which is shown only once. */
export const displayLinkSchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** The last day the link works; absent: until it is revoked. */
  expiresOn: isoDaySchema.optional(),
  /** Whether that day has passed (Europe/Berlin): the screen shows that the link is no longer valid. */
  expired: z.boolean(),
});
export type DisplayLink = z.infer<typeof displayLinkSchema>;

/** GET /api/display-links: the school's links, newest first. */
export const displayLinkListSchema = z.object({ links: z.array(displayLinkSchema) });
export type DisplayLinkList = z.infer<typeof displayLinkListSchema>;

/** POST /api/display-links: the new link and, only now, the page path with its token. */
export const displayLinkCreatedSchema = z.object({ link: displayLinkSchema, path: z.string().startsWith('/display/') });
export type DisplayLinkCreated = z.infer<typeof displayLinkCreatedSchema>;
