import { buildPath, routes, type RouteName } from '../../shared/routes/index.js';

/**
 * End-to-end flows that `npm run bench` times once each (not with autocannon): imports, races.
 * Each flow gets the local stack's URLs and ids and returns the figures of its result row.
 */
export interface BenchContext {
  apiUrl: string;
  cognitoUrl: string;
  ids: { userPoolId: string; userPoolClientId: string };
  /** An ID token of a seeded user (demo password). */
  signIn: (username: string) => Promise<string>;
}

export interface BenchFlow {
  name: string;
  run: (context: BenchContext) => Promise<Record<string, number | string>>;
}

/** One call of a route as a signed-in person; a refusal fails the flow with its answer. */
export const callBenchRoute = async (
  apiUrl: string,
  token: string,
  name: RouteName,
  params: Record<string, string> = {},
  body?: unknown,
) => {
  const definition = routes[name];
  const response = await fetch(`${apiUrl}${buildPath(definition.path, params)}`, {
    method: definition.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: definition.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return response.json();
};
