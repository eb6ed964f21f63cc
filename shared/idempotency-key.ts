import * as z from 'zod';

/**
 * The header a state-changing call names its user action with: a UUID the web makes once per action and
 * sends again with every retry of it, so the API does the action once (lambdas/_lib/once-per-action.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const idempotencyKeySchema = z.uuid();
