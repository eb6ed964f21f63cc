import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { defined } from '../../shared/defined.js';
import { domains, routeEntries, routeKey } from '../../shared/routes/index.js';
import type { ApiEvent } from './api-handler.js';

/** The caller's user record (resolveCaller checks the claims against it) and school without a table: a tutor of lindenhof. */
vi.mock('./batch-get.js', () => {
  const found = (keys: Record<string, string>[]) =>
    keys.map((key) =>
      'uid' in key
        ? { schoolId: 'lindenhof', uid: 'u1', role: 'tutor', isAdmin: false }
        : { id: 'lindenhof', name: 'Lindenhof', myGroups: 'own', untisHolidays: true },
    );
  return {
    itemRead: (_entity: unknown, key: Record<string, string>) => key,
    getItems: (keys: Record<string, string>[]) => Promise.resolve(found(keys)),
  };
});

/** The service of all entities would join the mocked user entity; these tests write nothing through it. */
vi.mock('./schulapp-service.js', () => ({ schulapp: {} }));

const context = {} as Context;
const event = (routeKeyValue: string, claims: Record<string, string> = {}, overrides: Partial<ApiEvent> = {}) =>
  ({
    routeKey: routeKeyValue,
    headers: {},
    requestContext: { requestId: 'test', authorizer: { jwt: { claims, scopes: [] } } },
    ...overrides,
  }) as unknown as ApiEvent;

type DomainHandler = (event: ApiEvent, context: Context) => Promise<{ statusCode: number; body: string }>;
const handlerOf = async (domain: string) => ((await import(`../${domain}/handler.ts`)) as { handler: DomainHandler }).handler;
const healthRoute = defined(
  routeEntries.find(([name]) => name === 'getHealth'),
  'the health route',
)[1];

describe('domain handlers', () => {
  // Loading every domain's handler takes seconds of one core on a busy machine.
  it('exist for every domain of the route table', { timeout: 60_000 }, async () => {
    for (const domain of domains) expect(typeof (await handlerOf(domain))).toBe('function');
  });

  it('answer a route of another domain with not-found', async () => {
    const handler = await handlerOf('system');
    const response = await handler(event('GET /api/me'), context);
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'not-found' } });
  });

  it('serve public routes without a caller and validate the response', async () => {
    const response = await (await handlerOf('system'))(event(routeKey(healthRoute)), context);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'ok', version: '2.2.1' });
  });

  it('refuse requests without the origin secret where one is configured (the API behind CloudFront)', async () => {
    const health = routeKey(healthRoute);
    const handler = await handlerOf('system');
    process.env.ORIGIN_VERIFY_SECRET = 'edge-secret';
    try {
      const direct = await handler(event(health), context);
      expect(direct.statusCode).toBe(403);
      expect(JSON.parse(direct.body)).toEqual({ error: { code: 'forbidden' } });
      const viaEdge = await handler(event(health, {}, { headers: { 'x-origin-verify': 'edge-secret' } }), context);
      expect(viaEdge.statusCode).toBe(200);
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
    }
  });

  it('refuse protected routes without verified claims', async () => {
    const response = await (await handlerOf('session'))(event('GET /api/me'), context);
    expect(response.statusCode).toBe(401);
  });

  it("refuse the service role with 'no-access-rights' before touching data", async () => {
    const response = await (
      await handlerOf('session')
    )(event('GET /api/me', { sub: 'u1', 'custom:role': 'service', 'custom:schoolId': 'lindenhof' }), context);
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'no-access-rights' } });
  });

  it('reject invalid path parameters with validation-failed and field codes, no stack trace', async () => {
    const response = await (
      await handlerOf('users')
    )(
      event(
        'GET /api/users/{uid}',
        { sub: 'u1', 'custom:role': 'tutor', 'custom:schoolId': 'lindenhof' },
        { pathParameters: { uid: '<script>' } },
      ),
      context,
    );
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation-failed');
    expect(Object.keys(body.error.fields)).toContain('params.uid');
    expect(response.body).not.toMatch(/at .*\.ts/);
  });
});
