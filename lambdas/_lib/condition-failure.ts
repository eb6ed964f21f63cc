/**
 * Cancellation reasons of a transaction whose conditions did not hold: a condition failed, or a
 * concurrent transaction wrote one of its items first (what it expected no longer holds either).
 */
const conditionCancellationCodes = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const hasConditionCode = (reasons: unknown, codeField: 'Code' | 'code') =>
  Array.isArray(reasons) && reasons.some((reason) => isRecord(reason) && conditionCancellationCodes.has(String(reason[codeField])));

/**
 * Whether a write did not happen because its condition did not hold. Recognises, by type and
 * cancellation reasons (never by message text):
 * - a single write's `ConditionalCheckFailedException`,
 * - a `TransactionCanceledException` whose `CancellationReasons` name a failed condition or conflict,
 * - ElectroDB's cancelled transaction result (`{ canceled: true, data: [{ code }] }`),
 * - any of these as the `cause` of the error that wraps it (ElectroDB's `ElectroError`).
 */
export const isConditionFailure = (outcome: unknown): boolean => {
  if (!isRecord(outcome)) return false;
  if (outcome.name === 'ConditionalCheckFailedException') return true;
  if (outcome.name === 'TransactionCanceledException' && hasConditionCode(outcome.CancellationReasons, 'Code')) return true;
  if (outcome.canceled === true && hasConditionCode(outcome.data, 'code')) return true;
  return isConditionFailure(outcome.cause);
};

/**
 * Whether a write transaction (the result of ElectroDB's `transaction.write(...).go()`) was
 * written: false when a condition did not hold, so the caller answers with its domain error. A
 * transaction cancelled for another reason (an invalid item, throttling) throws.
 */
export const transactionWritten = (result: { canceled: boolean; data: readonly unknown[] }): boolean => {
  if (!result.canceled) return true;
  if (isConditionFailure(result)) return false;
  const codes = result.data.map((reason) => (isRecord(reason) ? String(reason.code) : 'unknown'));
  throw new Error(`transaction cancelled: ${codes.join(', ')}`);
};
