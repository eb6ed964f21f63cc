import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** The user action a state-changing call names (its Idempotency-Key) and who made it: the same for every attempt. */
export interface ActionRef {
  uid: string;
  key: string;
}

const digestOf = (action: ActionRef, purpose: string) =>
  createHash('sha256').update(`${purpose}\u0000${action.uid}\u0000${action.key}`).digest('hex');

/** The id of an item a create makes: the same for every attempt of one action, so a repeat finds its own item. */
export const actionItemId = (action: ActionRef | undefined, purpose: string) => {
  if (!action) return randomUUID();
  const hex = digestOf(action, purpose);
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join('-');
};

/** A write's 8-hex token (a revision): the same for every attempt of one action, so a repeat recognises its own write. */
export const actionToken = (action: ActionRef | undefined, purpose: string) =>
  action ? digestOf(action, purpose).slice(0, 8) : randomBytes(4).toString('hex');
