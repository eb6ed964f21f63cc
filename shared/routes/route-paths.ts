/** `METHOD /path` as API Gateway names a route (its `routeKey`). */
export const routeKey = (definition: { method: string; path: string }) => `${definition.method} ${definition.path}`;

/** Fills `{param}` placeholders; values are URI-encoded. */
export const buildPath = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });

/** Matches a concrete path against a route path; returns the decoded params or null. */
export const matchPath = (pattern: string, actual: string): Record<string, string> | null => {
  const source = pattern
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? `(?<${segment.slice(1, -1)}>[^/]+)` : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  const match = new RegExp(`^${source}$`).exec(actual);
  if (!match) return null;
  return Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
};
