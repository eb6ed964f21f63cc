import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayEvent } from '../../scripts/dev-stack/gateway-event.js';
import { lambdaContext } from '../../scripts/dev-stack/lambda-context.js';
import { handlerEnvironment, loadStackConfig } from '../../scripts/dev-stack/stack-config.js';
import { routes } from '../../shared/routes/index.js';
import type { Pin, SavePinBody } from '../../shared/schemas/pin.schema.js';
import { berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { startDynamoDbFaultProxy } from '../fixtures/dynamodb-fault-proxy.js';
import { stack } from '../fixtures/local-stack.js';
import { LOCAL_TABLE, queryLocalTable, rawDocumentClient } from '../fixtures/raw-table.js';
import { tokenClaims } from '../fixtures/token-claims.js';

/**
 * DynamoDB under load answers a batch in part (UnprocessedKeys, UnprocessedItems) and cancels transactions for
 * throttling. With a proxy between the unmodified handlers and DynamoDB Local that does so, the answers are whole and a
 * throttled save is saved once; when DynamoDB takes nothing more, the call fails as 'busy' (503, Retry-After) instead
 * of answering a part as if it were all, or a conflict.
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

/** A call of a pins route, answered by the pins function in this process, whose DynamoDB client goes through the proxy. */
const pinsThroughProxy = async (route: 'listCurrentPins' | 'createPin', token: string, body?: SavePinBody) => {
  const definition = routes[route];
  const event = gatewayEvent({
    definition,
    path: definition.path,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
    claims: tokenClaims(token),
    requestId: 'dynamodb-busy',
  });
  return pinsHandler(event, lambdaContext('schulapp-local-pins', 'dynamodb-busy'));
};
const currentPinsThroughProxy = (token: string) => pinsThroughProxy('listCurrentPins', token);

const PIN_TITLE = 'Integrationstest gedrosselt';
const pinBody = (): SavePinBody => ({
  pinboardIds: ['group-9b'],
  start: berlinToday(),
  end: berlinToday(),
  title: PIN_TITLE,
  content: 'Gespeichert, obwohl DynamoDB drosselt.',
  color: { name: 'amber', shade: 600 },
  pollIds: [],
  attachmentIds: [],
  storageItemIds: [],
});
/** Schmidt's pins of that title, as the API lists them; deleted with `remove`. */
const ownPinsTitled = async () => {
  const token = people['lehrer.schmidt'].token;
  const pins = (await callRoute('listOwnPins', { token })).body.pins.filter((pin) => pin.title === PIN_TITLE);
  return {
    count: pins.length,
    remove: async () => {
      for (const pin of pins) expect((await callRoute('deletePin', { token, params: { pinId: pin.id } })).status).toBe(200);
    },
  };
};
const pinIds = (body: string | undefined) => (JSON.parse(body ?? '{}') as { pins: Pin[] }).pins.map((pin) => pin.id);

describe('DynamoDB under load', () => {
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
    const pk = `TEST#dynamodb-busy#${String(Date.now())}`;
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

  it('saves a pin once when DynamoDB cancels its transaction for throttling twice', async () => {
    const throttledBefore = proxy.throttledTransactions;
    proxy.throttleTransactions(2);
    const answer = await pinsThroughProxy('createPin', people['lehrer.schmidt'].token, pinBody()).finally(() =>
      proxy.throttleTransactions(0),
    );
    expect(proxy.throttledTransactions - throttledBefore).toBe(2);
    expect(answer.statusCode).toBe(200);
    const stored = await ownPinsTitled();
    await stored.remove();
    expect(stored.count).toBe(1);
  });

  it("answers 503 'busy', not a conflict, and saves nothing when every attempt of the transaction is throttled", async () => {
    proxy.throttleTransactions(Number.POSITIVE_INFINITY);
    const answer = await pinsThroughProxy('createPin', people['lehrer.schmidt'].token, pinBody()).finally(() =>
      proxy.throttleTransactions(0),
    );
    expect(answer.statusCode).toBe(503);
    expect(JSON.parse(answer.body ?? '{}')).toEqual({ error: { code: 'busy' } });
    expect(answer.headers?.['retry-after']).toBe('1');
    const stored = await ownPinsTitled();
    await stored.remove();
    expect(stored.count).toBe(0);
  });
});
