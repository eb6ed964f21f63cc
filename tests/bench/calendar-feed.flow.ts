import { routes } from '../../shared/routes/index.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';
import { fetchOnce, hammerGet } from './public-get.js';
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
  run: async (context) =>
    hammerGet('calendar feed', (await feedOf(context)).url, { status: 200, connections: CONNECTIONS, seconds: SECONDS }),
};

/** 304: the calendar app sends the ETag it has; the answer has no body. Removes the link afterwards. */
export const calendarFeedNotModifiedFlow: BenchFlow = {
  name: 'calendar feed: 304 (student, If-None-Match)',
  run: async (context) => {
    const { url, token } = await feedOf(context);
    const { etag } = await fetchOnce(url);
    const row = await hammerGet('calendar feed', url, {
      headers: { 'if-none-match': etag },
      status: 304,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    await fetch(`${context.apiUrl}${routes.deleteCalendarFeed.path}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    return row;
  },
};
