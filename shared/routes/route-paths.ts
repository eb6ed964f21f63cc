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
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  const match = regex.exec(actual);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
};
