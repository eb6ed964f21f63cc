import { buildPath, routes, type RouteName } from '../../shared/routes/index.js';

/** One API call as a user would make it: its status, error code, new id, time and DynamoDB requests (the gateway's x-ddb-requests). */
export const timedCall = async (apiUrl: string, token: string, name: RouteName, params: Record<string, string>, body?: unknown) => {
  const definition = routes[name];
  const started = performance.now();
  const response = await fetch(`${apiUrl}${buildPath(definition.path, params)}`, {
    method: definition.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: definition.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const answer = (await response.json()) as { id?: string; error?: { code: string } };
  return {
    status: response.status,
    code: answer.error?.code,
    id: answer.id,
    ms: performance.now() - started,
    ddbRequests: Number(response.headers.get('x-ddb-requests') ?? Number.NaN),
  };
};

export type TimedAnswer = Awaited<ReturnType<typeof timedCall>>;

/** The nearest-rank percentile (share 0.5 for p50, 0.99 for p99), rounded to whole milliseconds. */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN);
};
