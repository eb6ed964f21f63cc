import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntries, type RouteDefinition } from '../../shared/routes/index.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';

/**
 * Bad input never gets a 5xx and never changes stored data (the local stack reports each call's
 * DynamoDB write requests; a refused call makes none): every route's params, query and body are fuzzed with values its zod schema rejects (wrong types, missing and extra fields, huge and
 * exotic strings, prototype-pollution keys, injection strings).
 */
const hostileStrings = [
  '',
  ' ',
  'x'.repeat(100_000),
  '__proto__',
  'constructor',
  '"; DROP TABLE users; --',
  "' OR '1'='1",
  '{"$ne": null}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000\u0001\u202e',
  'Ä🙂\uD800',
  '%00%2e%2e%2f',
];

const encodable = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};
/** Strings a client can actually send (lone surrogates cannot travel in a URL). */
const hostileString = fc
  .oneof(fc.constantFrom(...hostileStrings), fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ maxLength: 3000 }))
  .filter(encodable);
/** A path segment a client can send: not empty, and not `.` or `..`, which URL parsing resolves away before any request leaves. */
const hostileParam = hostileString.filter((text) => text.length > 0 && text !== '.' && text !== '..');
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);
const hostileRecord = fc.oneof(
  fc.dictionary(
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'uid', 'schoolId', 'role'),
      fc.string({ minLength: 1, maxLength: 20 }),
    ),
    hostileValue,
    { minKeys: 1, maxKeys: 5 },
  ),
  fc.constant({ __proto__: { isAdmin: true } }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>),
);

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

/** Refused by the gateway itself (as API Gateway does) before any handler runs: no error code. */
const gatewayRejections = [413, 414, 431];

type Part = 'params' | 'query' | 'body';
const fuzzableParts = (definition: RouteDefinition): Part[] => {
  const parts: Part[] = ['query'];
  if (definition.path.includes('{')) parts.push('params');
  if (definition.method !== 'GET') parts.push('body');
  return parts;
};

/** The value as it travels: query values become strings, bodies go through JSON. */
const asSent = (part: Part, value: Record<string, unknown>): Record<string, unknown> =>
  part === 'query'
    ? Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          typeof item === 'string' ? item : ((JSON.stringify(item) as string | undefined) ?? 'undefined'),
        ]),
      )
    : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

const valuesFor = (definition: RouteDefinition, part: Part) => {
  const arbitrary =
    part === 'params'
      ? fc.record(
          Object.fromEntries([...definition.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], hostileParam])) as Record<
            string,
            fc.Arbitrary<string>
          >,
        )
      : hostileRecord;
  return arbitrary.map((value) => {
    const sent = asSent(part, value);
    return { sent, valid: definition[part].safeParse(sent).success };
  });
};

/** Valid path parameters for fuzzing the other parts of a route: the caller's own uid. */
const validParams = (definition: RouteDefinition) =>
  Object.fromEntries(
    [...definition.path.matchAll(/\{(\w+)\}/g)].map((match): [string, string] => [match[1] ?? '', people['lehrer.mueller'].uid]),
  );

describe('bad input', () => {
  for (const [name, definition] of routeEntries) {
    for (const part of fuzzableParts(definition)) {
      it(`${name}: hostile ${part} gives a 4xx with an error code and writes nothing`, async () => {
        await fc.assert(
          fc.asyncProperty(valuesFor(definition, part), async ({ sent, valid }) => {
            const answer = await callRoute(name, {
              token: people['lehrer.mueller'].token,
              params: validParams(definition),
              [part]: sent,
            });
            expect(answer.status).toBeLessThan(500);
            if (!valid) {
              expect(answer.status).toBeGreaterThanOrEqual(400);
              if (!gatewayRejections.includes(answer.status)) expect(answer.ddbWrites).toBe(0);
              if (!gatewayRejections.includes(answer.status)) expect(answer.error?.code).toEqual(expect.any(String));
            }
          }),
          { numRuns: 15 },
        );
      });
    }
  }
});
