import { ConditionalCheckFailedException, DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity, Service } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { isConditionFailure, transactionWritten } from './condition-failure.js';

/** A document client whose every request fails with `error` before it leaves the process. */
const clientFailingWith = (error: Error) => {
  const client = new DynamoDBClient({ region: 'eu-central-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  client.middlewareStack.add(() => () => Promise.reject(error), { step: 'initialize', name: 'failEveryRequest' });
  return DynamoDBDocumentClient.from(client);
};

/** A one-entity service as ElectroDB runs it, on a client that fails with `error`. */
const serviceFailingWith = (error: Error) => {
  const config = { table: 'unit-test-table', client: clientFailingWith(error) };
  const thing = new Entity(
    {
      model: { entity: 'thing', version: '1', service: 'test' },
      attributes: { id: { type: 'string', required: true }, used: { type: 'boolean', default: false } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    },
    config,
  );
  return new Service({ thing }, config);
};

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const conditionalCheckFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('recognising a write whose condition did not hold', () => {
  it('recognises a single conditional write that ElectroDB rejected (its error wraps the DynamoDB one)', async () => {
    const service = serviceFailingWith(conditionalCheckFailed());
    const error: unknown = await service.entities.thing
      .patch({ id: 'a' })
      .set({ used: true })
      .go()
      .catch((rejection: unknown) => rejection);
    expect((error as Error).name).toBe('ElectroError');
    expect(isConditionFailure(error)).toBe(true);
  });

  it('reads a cancelled ElectroDB transaction by its cancellation reasons', async () => {
    const result = await serviceFailingWith(cancelled('None', 'ConditionalCheckFailed'))
      .transaction.write(({ thing }) => [thing.create({ id: 'a' }).commit(), thing.create({ id: 'b' }).commit()])
      .go();
    expect(result.canceled).toBe(true);
    expect(isConditionFailure(result)).toBe(true);
    expect(transactionWritten(result)).toBe(false);
  });

  it('counts a concurrent transaction on the same item as a condition that no longer holds', async () => {
    const result = await serviceFailingWith(cancelled('TransactionConflict'))
      .transaction.write(({ thing }) => [thing.create({ id: 'a' }).commit()])
      .go();
    expect(transactionWritten(result)).toBe(false);
  });

  it('throws for a transaction cancelled for another reason', async () => {
    const result = await serviceFailingWith(cancelled('ValidationError'))
      .transaction.write(({ thing }) => [thing.create({ id: 'a' }).commit()])
      .go();
    expect(isConditionFailure(result)).toBe(false);
    expect(() => transactionWritten(result)).toThrow('ValidationError');
  });

  it('takes a written transaction as written', () => {
    expect(transactionWritten({ canceled: false, data: [] })).toBe(true);
  });

  it('recognises the DynamoDB errors themselves, and nothing by its message text', () => {
    expect(isConditionFailure(conditionalCheckFailed())).toBe(true);
    expect(isConditionFailure(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
    expect(isConditionFailure(cancelled('ThrottlingError'))).toBe(false);
    expect(isConditionFailure(new Error('The conditional request failed'))).toBe(false);
    expect(isConditionFailure(new Error('wrapped', { cause: conditionalCheckFailed() }))).toBe(true);
    expect(isConditionFailure(undefined)).toBe(false);
  });
});
