import autocannon from 'autocannon';
import { buildPath, routes } from '../../shared/routes/index.js';
import type { DisplayLinkCreated } from '../../shared/schemas/display-links.schema.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';

/** The admin who makes the screen's link (Gesamtschule am Lindenhof). */
const ADMIN = 'lehrer.mueller';
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Screen {
  url: string;
  linkId: string;
  adminToken: string;
}

let screen: Promise<Screen> | undefined;

/** One display link for both rows (made by the first, revoked by the last). */
const screenOf = (context: BenchContext) =>
  (screen ??= (async () => {
    const adminToken = await context.signIn(ADMIN);
    const created = await fetch(`${context.apiUrl}${routes.createDisplayLink.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench-Bildschirm' }),
    });
    const { path, link } = (await created.json()) as DisplayLinkCreated;
    const token = path.replace(/^\/display\//, '');
    return { url: `${context.apiUrl}${buildPath(routes.getDisplayBoard.path, { token })}`, linkId: link.id, adminToken };
  })());

/** Repeats a screen's refresh with autocannon after a probe (its status and DynamoDB requests); every answer must have the status. */
const hammer = async (url: string, headers: Record<string, string>, status: 200 | 304) => {
  const probe = await fetch(url, { headers });
  const text = await probe.text();
  if (probe.status !== status) throw new Error(`display link: probe answered ${probe.status}, not ${status}`);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const expected = status === 200 ? result['2xx'] : result['3xx'];
  return {
    connections: CONNECTIONS,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + (result.requests.total - expected),
    ddb_requests_per_call: Number(probe.headers.get('x-ddb-requests')),
    kb: Math.round(Buffer.byteLength(text) / 1024),
  };
};

/** Warm: the plan is unchanged and cached, so every refresh answers it whole (200) from two requests. */
export const displayLinkWarmFlow: BenchFlow = {
  name: 'display link: warm fetch (hallway screen, cached plan)',
  run: async (context) => {
    const { url } = await screenOf(context);
    // The first fetch renders the plan if nobody asked for it since the last change.
    await (await fetch(url)).text();
    return hammer(url, {}, 200);
  },
};

/** 304: the screen's browser sends the ETag it has; the answer has no body. Revokes the link afterwards. */
export const displayLinkNotModifiedFlow: BenchFlow = {
  name: 'display link: 304 (hallway screen, If-None-Match)',
  run: async (context) => {
    const { url, linkId, adminToken } = await screenOf(context);
    const current = await fetch(url);
    await current.text();
    const row = await hammer(url, { 'if-none-match': current.headers.get('etag') ?? '' }, 304);
    await fetch(`${context.apiUrl}${buildPath(routes.revokeDisplayLink.path, { linkId })}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return row;
  },
};
