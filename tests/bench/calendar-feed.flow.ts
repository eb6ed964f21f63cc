import autocannon from 'autocannon';
import { routes } from '../../shared/routes/index.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';
import { percentile } from './timed-call.js';

/** The student whose school-year feed is fetched (7a, AG Robotik, the swimming course, her moves: the largest demo feed). */
const USERNAME = 'schueler.anna';
/** Cold fetches are timed one after another (each renders the whole school year). */
const COLD_FETCHES = 10;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Feed {
  url: string;
  token: string;
}

let feed: Promise<Feed> | undefined;

/** One link for the three rows (made by the first, removed by the last). */
const feedOf = (context: BenchContext) =>
  (feed ??= (async () => {
    const token = await context.signIn(USERNAME);
    const created = await fetch(`${context.apiUrl}${routes.createCalendarFeed.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { path } = (await created.json()) as { path: string };
    return { url: `${context.apiUrl}${path}`, token };
  })());

const fetchOnce = async (url: string, headers: Record<string, string> = {}) => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  return {
    status: response.status,
    text,
    ms: performance.now() - started,
    ddbRequests: Number(response.headers.get('x-ddb-requests')),
  };
};

/** Repeats with autocannon: every answer must have the expected status. */
const hammer = async (url: string, headers: Record<string, string>, status: 200 | 304) => {
  const probe = await fetchOnce(url, headers);
  if (probe.status !== status) throw new Error(`calendar feed: probe answered ${probe.status}, not ${status}`);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const expected = status === 200 ? result['2xx'] : result['3xx'];
  return {
    connections: CONNECTIONS,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + (result.requests.total - expected),
    ddb_requests_per_call: probe.ddbRequests,
    kb: Math.round(Buffer.byteLength(probe.text) / 1024),
  };
};

/**
 * Cold: the school's feed version is bumped before each fetch (as a timetable change does), so
 * each renders the school year again. Serial, so rps is 1000 / mean time.
 */
export const calendarFeedColdFlow: BenchFlow = {
  name: 'calendar feed: cold fetch (student, school year, rendered)',
  run: async (context) => {
    const { url } = await feedOf(context);
    const { bumpPlanVersion } = await import('../../lambdas/timetable/plan-version.service.js');
    const fetches = [];
    for (let index = 0; index < COLD_FETCHES; index += 1) {
      await bumpPlanVersion('lindenhof');
      fetches.push(await fetchOnce(url));
    }
    const times = fetches.map((fetched) => fetched.ms);
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
    return {
      fetches: COLD_FETCHES,
      p50_ms: percentile(times, 0.5),
      p99_ms: percentile(times, 0.99),
      rps: Number((1000 / mean).toFixed(2)),
      errors: fetches.filter((fetched) => fetched.status !== 200).length,
      ddb_requests_per_call: Math.max(...fetches.map((fetched) => fetched.ddbRequests)),
      events: (fetches[0]?.text ?? '').split('BEGIN:VEVENT').length - 1,
      kb: Math.round(Buffer.byteLength(fetches[0]?.text ?? '') / 1024),
    };
  },
};

/** Warm: nothing changed, so every fetch answers the cached feed (200 with the whole text). */
export const calendarFeedWarmFlow: BenchFlow = {
  name: 'calendar feed: warm fetch (student, cached)',
  run: async (context) => hammer((await feedOf(context)).url, {}, 200),
};

/** 304: the calendar app sends the ETag it has; the answer has no body. Removes the link afterwards. */
export const calendarFeedNotModifiedFlow: BenchFlow = {
  name: 'calendar feed: 304 (student, If-None-Match)',
  run: async (context) => {
    const { url, token } = await feedOf(context);
    const current = await fetch(url);
    await current.text();
    const row = await hammer(url, { 'if-none-match': current.headers.get('etag') ?? '' }, 304);
    await fetch(`${context.apiUrl}${routes.deleteCalendarFeed.path}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    return row;
  },
};
