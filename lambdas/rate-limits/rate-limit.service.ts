import { createHash } from 'node:crypto';
import { AppError } from '../_lib/app-error.js';
import { requestCounterEntity } from './request-counter.entity.js';

export interface RateLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one request of the limit's scope from the address in the current window (one atomic
 * update); the request over the limit answers 'rate-limited' (429).
 */
export const countRequest = async ({ scope, limit, windowSeconds }: RateLimit, clientAddress: string) => {
  const window = Math.floor(Date.now() / (windowSeconds * 1000));
  const address = createHash('sha256').update(clientAddress).digest('base64url').slice(0, 22);
  const { data } = await requestCounterEntity
    .upsert({ scope, bucket: `${address}#${window}`, expiresAt: (window + 2) * windowSeconds })
    .add({ requests: 1 })
    .go({ response: 'all_new' });
  if ((data.requests ?? 0) > limit) throw new AppError('rate-limited');
};
