import { presignDownload } from '../_lib/files.js';

/** How long a logo URL (side menu, settings card) stays valid; the bootstrap and the card ask again. */
const LOGO_URL_SECONDS = 12 * 60 * 60;

/**
 * A short-lived URL of the school's logo (a PNG, see school-logo.format.ts), or undefined without one. A
 * module of its own, so only the functions that show the logo reach the files bucket through it.
 */
export const logoUrlOf = async (logoKey: string | undefined) =>
  logoKey ? await presignDownload(logoKey, 'logo.png', LOGO_URL_SECONDS) : undefined;
