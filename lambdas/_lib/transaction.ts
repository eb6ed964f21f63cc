import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './db.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Params = Record<string, unknown>;

/** Transaction items from ElectroDB's `.params()` of a put, update, delete or condition check. */
export const transactPut = (params: Params): TransactItem => ({ Put: params as never });
export const transactUpdate = ({ ReturnValues: _ignored, ...params }: Params): TransactItem => ({ Update: params as never });
export const transactDelete = ({ ReturnValues: _ignored, ...params }: Params): TransactItem => ({ Delete: params as never });
export const transactCheck = (params: Params): TransactItem => ({ ConditionCheck: params as never });

/** A single conditional write (ElectroDB wraps DynamoDB's ConditionalCheckFailed) whose condition did not hold. */
export const isConditionFailure = (error: unknown) => String((error as Error)?.message).includes('conditional request failed');

/**
 * Writes all items or none. Returns false when a condition failed (or a concurrent transaction
 * touched the same items), so the caller can answer with its domain error.
 */
export const writeTransaction = async (items: TransactItem[]): Promise<boolean> => {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException || (error as Error)?.name === 'TransactionCanceledException') return false;
    throw error;
  }
};
