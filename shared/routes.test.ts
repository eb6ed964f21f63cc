import { describe, expect, it } from 'vitest';
import { buildPath, matchPath, routeEntries, routeKey } from './routes.js';

describe('route table', () => {
  it('has unique route keys and paths under /api/', () => {
    const keys = routeEntries.map(([, definition]) => routeKey(definition));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, definition] of routeEntries) expect(definition.path).toMatch(/^\/api\//);
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
