import autocannon from 'autocannon';

/** One GET without sign-in (a calendar app, a hallway screen): status, body, milliseconds and the gateway's x-ddb-requests. */
export const fetchOnce = async (url: string, headers: Record<string, string> = {}) => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  return {
    status: response.status,
    text,
    ms: performance.now() - started,
    ddbRequests: Number(response.headers.get('x-ddb-requests')),
    etag: response.headers.get('etag') ?? '',
  };
};

/**
 * A probe that must answer `status`, then the same GET repeated by autocannon for `seconds` at
 * `connections`: every answer must have the status (others count as errors).
 */
export const hammerGet = async (
  label: string,
  url: string,
  {
    headers = {},
    status,
    connections,
    seconds,
  }: { headers?: Record<string, string>; status: 200 | 304; connections: number; seconds: number },
) => {
  const probe = await fetchOnce(url, headers);
  if (probe.status !== status) throw new Error(`${label}: probe answered ${probe.status}, not ${status}`);
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const expected = status === 200 ? result['2xx'] : result['3xx'];
  return {
    connections,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + (result.requests.total - expected),
    ddb_requests_per_call: probe.ddbRequests,
    kb: Math.round(Buffer.byteLength(probe.text) / 1024),
  };
};
