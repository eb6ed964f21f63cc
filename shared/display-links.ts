/**
 * The display links' limits and token form, without zod: the web's error texts (in the app's first
 * load) name the limit, and the schemas (shared/schemas/display-links.schema.ts) check with them.
 */

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
