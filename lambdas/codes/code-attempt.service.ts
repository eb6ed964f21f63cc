import { countRequest } from '../rate-limits/rate-limit.service.js';

/**
 * Activation-code attempts (check, registration, adding a child) allowed per source address and
 * minute: plenty for a person typing codes, far too few to guess 7-character codes.
 */
export const CODE_ATTEMPTS_PER_MINUTE = 60;

/** Counts one attempt for the address; the 61st within a minute answers 'rate-limited' (429). */
export const countCodeAttempt = (clientAddress: string) =>
  countRequest({ scope: 'activation-code', limit: CODE_ATTEMPTS_PER_MINUTE, windowSeconds: 60 }, clientAddress);
