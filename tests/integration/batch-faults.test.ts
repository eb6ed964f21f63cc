import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayEvent } from '../../scripts/dev-stack/gateway-event.js';
import { lambdaContext } from '../../scripts/dev-stack/lambda-context.js';
import { handlerEnvironment, loadStackConfig } from '../../scripts/dev-stack/stack-config.js';
import { routes } from '../../shared/routes/index.js';
import type { Pin } from '../../shared/schemas/pin.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { startDynamoDbFaultProxy } from '../fixtures/dynamodb-fault-proxy.js';
import { stack } from '../fixtures/local-stack.js';
import { LOCAL_TABLE, queryLocalTable, rawDocumentClient } from '../fixtures/raw-table.js';
import { tokenClaims } from '../fixtures/token-claims.js';

/**
 * DynamoDB may answer a batch in part (UnprocessedKeys, UnprocessedItems). With a proxy between the unmodified
 * handlers and DynamoDB Local that holds back half of every batch, the answers are whole; when DynamoDB takes nothing
 * more, the call fails as 'busy' (503, Retry-After) instead of answering a part as if it were all.
 */
const proxy = await startDynamoDbFaultProxy(stack.dynamodbUrl);
Object.assign(process.env, handlerEnvironment(loadStackConfig(), stack.userPoolId), { AWS_ENDPOINT_URL_DYNAMODB: proxy.url });
const { handler: pinsHandler } = await import('../../lambdas/pins/handler.js');
const { documentClient } = await import('../../lambdas/_lib/db.js');
const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});
afterAll(async () => {
  await proxy.close();
});

/** 'Aktuell' of a person, answered by the pins function in this process, whose DynamoDB client goes through the proxy. */
const currentPinsThroughProxy = async (token: string) => {
  const definition = routes.listCurrentPins;
  const event = gatewayEvent({
    definition,
    path: definition.path,
    headers: { authorization: `Bearer ${token}` },
    claims: tokenClaims(token),
    requestId: 'batch-faults',
  });
  return pinsHandler(event, lambdaContext('schulapp-local-pins', 'batch-faults'));
};
const pinIds = (body: string | undefined) => (JSON.parse(body ?? '{}') as { pins: Pin[] }).pins.map((pin) => pin.id);

describe('batch requests DynamoDB answers in part', () => {
  it("answers 'Aktuell' with every pin when half of each batch read comes back unprocessed", async () => {
    const token = people['schueler.anna'].token;
    const expected = (await callRoute('listCurrentPins', { token })).body.pins.map((pin) => pin.id);
    expect(expected.length, 'Anna has pins to hold back').toBeGreaterThan(1);
    proxy.holdBack('half');
    const heldBefore = proxy.heldBackRequests;
    const answer = await currentPinsThroughProxy(token);
    proxy.holdBack('none');
    expect(answer.statusCode).toBe(200);
    expect(pinIds(answer.body)).toEqual(expected);
    expect(proxy.heldBackRequests - heldBefore).toBeGreaterThan(0);
  });

  it('writes every item of a batch write when half of each request comes back unprocessed', async () => {
    const pk = `TEST#batch-faults#${String(Date.now())}`;
    const items = Array.from({ length: 25 }, (_, index) => ({ pk, sk: `item#${String(index).padStart(2, '0')}` }));
    proxy.holdBack('half');
    try {
      const output = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [LOCAL_TABLE]: items.map((Item) => ({ PutRequest: { Item } })) } }),
      );
      expect(output.UnprocessedItems).toEqual({});
    } finally {
      proxy.holdBack('none');
    }
    const stored = await queryLocalTable({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: pk } } });
    expect(stored).toHaveLength(items.length);
    await rawDocumentClient().send(
      new BatchWriteCommand({ RequestItems: { [LOCAL_TABLE]: items.map((Key) => ({ DeleteRequest: { Key } })) } }),
    );
  });

  it("answers 503 'busy' with Retry-After, not a part of the pins, when DynamoDB processes none of a batch", async () => {
    proxy.holdBack('all');
    const answer = await currentPinsThroughProxy(people['schueler.anna'].token).finally(() => proxy.holdBack('none'));
    expect(answer.statusCode).toBe(503);
    expect(JSON.parse(answer.body ?? '{}')).toEqual({ error: { code: 'busy' } });
    expect(answer.headers?.['retry-after']).toBe('1');
  });
});
