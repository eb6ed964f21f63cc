import { createHash } from 'node:crypto';
import { AppError } from '../_lib/app-error.js';
import { codeAttemptEntity } from './code-attempt.entity.js';

/**
 * Activation-code attempts (check, registration, adding a child) allowed per source address and
 * minute: plenty for a person typing codes, far too few to guess 7-character codes.
 */
export const CODE_ATTEMPTS_PER_MINUTE = 60;

/** Counts one attempt for the address; the 61st within a minute answers 'rate-limited' (429). */
export const countCodeAttempt = async (sourceIp: string) => {
  const minute = Math.floor(Date.now() / 60_000);
  const address = createHash('sha256').update(sourceIp).digest('base64url').slice(0, 22);
  const { data } = await codeAttemptEntity
    .upsert({ bucket: `${address}#${minute}`, expiresAt: (minute + 2) * 60 })
    .add({ attempts: 1 })
    .go({ response: 'all_new' });
  if ((data?.attempts ?? 0) > CODE_ATTEMPTS_PER_MINUTE) throw new AppError('rate-limited');
};
