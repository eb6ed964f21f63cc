import * as z from 'zod';
import { DISPLAY_LINK_NAME_MAX, DISPLAY_TOKEN_PATTERN } from '../display-links.js';
import { isIsoDay } from '../week.js';
import { idSchema, isoDaySchema } from './common.schema.js';
import { singleLineText } from './text.schema.js';

/** POST /api/display-links: a name for the screen and an optional last day (Europe/Berlin) the link works. */
export const displayLinkBodySchema = z
  .object({
    name: singleLineText({ min: 1, max: DISPLAY_LINK_NAME_MAX }),
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
