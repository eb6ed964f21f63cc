import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import type { emptySchema } from '../schemas/common.schema.js';
import { composeRoutes, defineRoutes, schoolAdmins, signedIn } from './define-routes.js';
import { buildPath, domains, matchPath, routeEntries, routeKey, routes, type Domain, type RouteInput, type RoutesOf } from './index.js';

const healthSchema = z.object({ status: z.literal('ok') });

describe('route table', () => {
  it('has unique route keys and paths under /api/', () => {
    const keys = routeEntries.map(([, definition]) => routeKey(definition));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, definition] of routeEntries) expect(definition.path).toMatch(/^\/api\//);
  });

  it('knows its domains from the routes, each once, in the order of the composition', () => {
    expect(domains[0]).toBe('system');
    expect(new Set(domains).size).toBe(domains.length);
    expect([...domains].sort()).toEqual([...new Set(routeEntries.map(([, definition]) => definition.domain))].sort());
  });

  it('gives every route complete params, query and body schemas', () => {
    for (const [, definition] of routeEntries) {
      for (const part of [definition.params, definition.query, definition.body]) expect(part).toBeInstanceOf(z.ZodType);
    }
    expect(routes.getBootstrap.params.safeParse({}).success).toBe(true);
    expect(routes.getBootstrap.query.safeParse({ extra: '1' }).success).toBe(false);
  });

  it('matches concrete paths and decodes parameters', () => {
    expect(matchPath('/api/users/{uid}', '/api/users/abc-1')).toEqual({ uid: 'abc-1' });
    expect(matchPath('/api/users/{uid}', '/api/users/a%20b')).toEqual({ uid: 'a b' });
    expect(matchPath('/api/users/{uid}', '/api/users/a/b')).toBeNull();
    expect(matchPath('/api/me', '/api/me')).toEqual({});
    expect(matchPath('/api/me', '/api/mex')).toBeNull();
  });

  it('builds paths with encoded parameters and refuses missing ones', () => {
    expect(buildPath('/api/users/{uid}', { uid: 'a/b' })).toBe('/api/users/a%2Fb');
    expect(() => buildPath('/api/users/{uid}', {})).toThrow('missing path parameter uid');
  });
});

describe('defineRoutes', () => {
  it('fills left-out parts with empty strict schemas and the domain default access', () => {
    const table = defineRoutes(
      { name: 'example', access: schoolAdmins },
      {
        getThing: { method: 'GET', path: '/api/thing', response: healthSchema },
        openThing: { method: 'POST', path: '/api/thing', access: 'public', body: healthSchema, response: healthSchema },
      },
    );
    expect(table.getThing).toMatchObject({ domain: 'example', access: schoolAdmins, method: 'GET', path: '/api/thing' });
    for (const part of [table.getThing.params, table.getThing.query, table.getThing.body]) {
      expect(part.safeParse({}).success).toBe(true);
      expect(part.safeParse({ unexpected: 1 }).success).toBe(false);
    }
    expect(table.openThing.access).toBe('public');
    expect(table.openThing.body).toBe(healthSchema);
  });

  it('lets routes of a domain without a default access require any signed-in person', () => {
    const table = defineRoutes({ name: 'example' }, { getThing: { method: 'GET', path: '/api/thing', response: healthSchema } });
    expect(table.getThing.access).toBe(signedIn);
  });

  it('types the filled-in defaults as precisely as stated ones (checked by the type check)', () => {
    expectTypeOf(routes.getBootstrap.body).toEqualTypeOf<typeof emptySchema>();
    expectTypeOf<RouteInput<'getBootstrap'>['query']>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(routes.getHealth.access).toEqualTypeOf<'public'>();
    expectTypeOf(routes.getCalendarFeed.access).toEqualTypeOf<typeof signedIn>();
    expectTypeOf(routes.getCalendarFile.access).toEqualTypeOf<'public'>();
    expectTypeOf(routes.createCodeExport.access).toEqualTypeOf<typeof schoolAdmins>();
    expectTypeOf(routes.getCodeCardTemplate.domain).toEqualTypeOf<'codes'>();
    expectTypeOf<RoutesOf<'codes'>>().toEqualTypeOf<'createCodeExport' | 'getCodeCardTemplate' | 'updateCodeCardTemplate'>();
    expectTypeOf<'codes' | 'untis-import'>().toExtend<Domain>();
  });
});

describe('composeRoutes', () => {
  const first = defineRoutes({ name: 'first' }, { getThing: { method: 'GET', path: '/api/thing', response: healthSchema } });

  it('merges the tables of the domains', () => {
    const second = defineRoutes({ name: 'second' }, { getOther: { method: 'GET', path: '/api/other', response: healthSchema } });
    expect(Object.keys(composeRoutes(first, second))).toEqual(['getThing', 'getOther']);
  });

  it('refuses a route name or a route key given twice', () => {
    const sameName = defineRoutes({ name: 'second' }, { getThing: { method: 'GET', path: '/api/other', response: healthSchema } });
    const sameKey = defineRoutes({ name: 'second' }, { getOther: { method: 'GET', path: '/api/thing', response: healthSchema } });
    expect(() => composeRoutes(first, sameName)).toThrow('route getThing is defined twice');
    expect(() => composeRoutes(first, sameKey)).toThrow('route GET /api/thing is defined twice');
  });
});
