import autocannon from 'autocannon';
import { buildPath, routes, type RouteName } from '../../shared/routes/index.js';
import type { Pin, Pinboard, SavePinBody } from '../../shared/schemas/pin.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';

/** The figure: a student of the large school with 200 current pins on 5 boards. */
const PINS = 200;
const BOARDS = 5;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TITLE = 'Bench-Pin';

const get = async (apiUrl: string, token: string, name: RouteName) => {
  const response = await fetch(`${apiUrl}${buildPath(routes[name].path, {})}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${name} answered ${String(response.status)}: ${await response.text()}`);
  return { body: await response.json(), ddbRequests: Number(response.headers.get('x-ddb-requests')) };
};

/**
 * The large school (seeded when missing) with public boards added until its student sees 5
 * boards, and current pins written through the pins service until 200 of them are current for
 * them, spread over the 5 boards. Idempotent: later runs top up what expired or is missing.
 */
const seedPins = async ({ apiUrl, ids, signIn }: BenchContext) => {
  const { isLargeSchoolSeeded, seedLargeSchool, LARGE_SCHOOL_ID, largeSchoolLogins } = await import('../../scripts/seed/large-school.js');
  if (!(await isLargeSchoolSeeded())) await seedLargeSchool(ids.userPoolId);
  const { getSchool } = await import('../../lambdas/schools/school.service.js');
  const { pinboardEntity } = await import('../../lambdas/pins/pinboard.entity.js');
  const { newPinItem } = await import('../../lambdas/pins/pin.model.js');
  const { writeNewPin } = await import('../../lambdas/pins/pin-write.service.js');
  const { bumpPinboardVersion } = await import('../../lambdas/pins/pin-state.service.js');
  const student = await signIn(largeSchoolLogins.student);
  const schoolYearId = (await getSchool(LARGE_SCHOOL_ID)).activeSchoolYearId;
  if (!schoolYearId) throw new Error('the large school has no active school year');

  const boardsOf = async () => ((await get(apiUrl, student, 'listPinboards')).body as { pinboards: Pinboard[] }).pinboards;
  let pinboards = await boardsOf();
  if (pinboards.length < BOARDS) {
    const missing = Array.from({ length: BOARDS - pinboards.length }, (_, index) => `bench-${String(index + 1)}`);
    await pinboardEntity
      .put(
        missing.map((pinboardId) => ({
          schoolId: LARGE_SCHOOL_ID,
          schoolYearId,
          pinboardId,
          name: pinboardId,
          displayName: `Bench ${pinboardId}`,
          colorName: 'green' as const,
          public: true,
        })),
      )
      .go();
    await bumpPinboardVersion(LARGE_SCHOOL_ID);
    pinboards = await boardsOf();
  }
  const boardIds = pinboards.slice(0, BOARDS).map((board) => board.id);
  const current = ((await get(apiUrl, student, 'listCurrentPins')).body as { pins: Pin[] }).pins;
  const have = current.filter((pin) => pin.title.startsWith(TITLE)).length;
  const today = berlinToday();
  const author = { uid: 'bench-pin-author', displayName: 'Bench' };
  for (let index = have; index < PINS; index++) {
    const body: SavePinBody = {
      pinboardIds: [boardIds[index % boardIds.length] ?? ''],
      start: addDays(today, -1),
      end: addDays(today, 30),
      title: `${TITLE} ${String(index + 1)}`,
      content: `Inhalt von Pin ${String(index + 1)}: **Termine**, Hinweise und ein [Link](https://example.org).`,
      color: { name: 'amber', shade: 600 },
      pollIds: [],
      attachmentIds: [],
      storageItemIds: [],
    };
    await writeNewPin(newPinItem(LARGE_SCHOOL_ID, author, body, new Date(Date.now() - (PINS - index) * 1000)));
  }
  return { student, boards: boardIds.length };
};

/** One read route of the student under 50 connections: latency, and DynamoDB requests of one call. */
const measure = async (context: BenchContext, name: RouteName, count: (body: unknown) => number) => {
  const { student, boards } = await seedPins(context);
  const probe = await get(context.apiUrl, student, name);
  const url = `${context.apiUrl}${buildPath(routes[name].path, {})}`;
  const result = await autocannon({ url, headers: { authorization: `Bearer ${student}` }, connections: CONNECTIONS, duration: SECONDS });
  return {
    boards,
    pins: count(probe.body),
    connections: CONNECTIONS,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
    ddb_requests_per_call: probe.ddbRequests,
  };
};

/** 'Aktuell' of a student of the large school: one query per board and one batch get of read flags, not one request per pin. */
export const pinboardCurrentFlow: BenchFlow = {
  name: `pinboard: Aktuell (large school student, ${String(PINS)} pins on ${String(BOARDS)} boards, ${String(CONNECTIONS)} connections)`,
  run: (context) => measure(context, 'listCurrentPins', (body) => (body as { pins: Pin[] }).pins.length),
};

/** The start tile's unread badge for the same student and pins. */
export const pinboardUnreadFlow: BenchFlow = {
  name: `pinboard: unread badge (large school student, ${String(PINS)} pins, ${String(CONNECTIONS)} connections)`,
  run: (context) => measure(context, 'getUnreadPinCount', (body) => (body as { unread: number }).unread),
};
