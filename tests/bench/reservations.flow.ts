import { overlaps, timeOf } from '../../shared/reservations/reservation-rules.js';
import { routes } from '../../shared/routes/index.js';
import type { Reservation } from '../../shared/schemas/reservation.schema.js';
import { addDays, berlinToday, isWeekend } from '../../shared/week.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';
import { percentile, timedCall } from './timed-call.js';

const SCHOOL_ID = 'lindenhof';
const RACERS = 20;
const RACE_DEVICES = 5;
const LARGE_CATALOG = 300;
const SEARCHES = 50;

/** A school day a week ahead: the demo's own bookings are on the next days. */
const benchDay = () => {
  let day = addDays(berlinToday(), 7);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
};

/** Devices of a type of their own for one run, written with the domain's entity as the seed does. */
const createDevices = async (runId: string, count: number) => {
  const { resourceEntity } = await import('../../lambdas/reservations/resource.entity.js');
  const type = `Bench-${runId}`;
  const devices = Array.from({ length: count }, (_, index) => ({
    schoolId: SCHOOL_ID,
    resourceId: `bench-${runId}-${String(index + 1)}`,
    displayName: `Bench-Gerät ${String(index + 1).padStart(3, '0')}`,
    type,
    deviceId: `B-${String(index + 1)}`,
    groupIds: [],
  }));
  await resourceEntity.put(devices).go();
  return { type, ids: devices.map((device) => device.resourceId) };
};

/** The stored reservations of the run's devices on the day (read from the table, not through the API). */
const storedReservations = async (ids: string[], day: string) => {
  const { reservationEntity } = await import('../../lambdas/reservations/reservation.entity.js');
  const wanted = new Set(ids);
  const { data } = await reservationEntity.query.bySchoolDay({ schoolId: SCHOOL_ID }).begins({ day }).go({ pages: 'all' });
  return data.filter((item) => wanted.has(item.resourceId));
};

/** Takes the run's devices, their reservations and their device-day ledgers out again, so the demo school looks as before. */
const removeDevices = async (ids: string[], day: string) => {
  const { resourceEntity } = await import('../../lambdas/reservations/resource.entity.js');
  const { reservationEntity } = await import('../../lambdas/reservations/reservation.entity.js');
  const { resourceDayEntity } = await import('../../lambdas/reservations/resource-day.entity.js');
  const reservations = await storedReservations(ids, day);
  if (reservations.length > 0) await reservationEntity.delete(reservations).go();
  await resourceDayEntity.delete(ids.map((resourceId) => ({ schoolId: SCHOOL_ID, resourceId, day }))).go();
  await resourceEntity.delete(ids.map((resourceId) => ({ schoolId: SCHOOL_ID, resourceId }))).go();
};

/**
 * Tutors of the demo school who exist only to race for devices (stable names, so runs reuse them):
 * a Cognito account with the demo password and a user record each, signed in.
 */
const racingTutors = async ({ ids, signIn }: BenchContext) => {
  const { mapWithConcurrency } = await import('../../lambdas/_lib/bounded-concurrency.js');
  const { userEntity } = await import('../../lambdas/users/user.entity.js');
  const { cognito, ensureCognitoUser } = await import('../../scripts/seed/seed-demo.js');
  const client = cognito();
  const people = Array.from({ length: RACERS }, (_, index) => ({
    username: `wettlauf.geraete.${String(index + 1)}`,
    schoolId: SCHOOL_ID,
    role: 'tutor' as const,
    firstname: `Wettlauf ${String(index + 1)}`,
    lastname: 'Geräte',
    displayName: `Wettlauf ${String(index + 1)} Geräte`,
    description: 'Geräte-Wettlauf (Bench)',
  }));
  const uids = await mapWithConcurrency(people, 8, (person) => ensureCognitoUser(client, ids.userPoolId, person));
  const createdAt = new Date().toISOString();
  await userEntity
    .put(
      people.map((person, index) => ({
        schoolId: person.schoolId,
        uid: uids[index] ?? '',
        username: person.username,
        role: person.role,
        isAdmin: false,
        displayName: person.displayName,
        firstname: person.firstname,
        lastname: person.lastname,
        signedUp: true,
        createdAt,
      })),
    )
    .go();
  return mapWithConcurrency(people, 8, (person) => signIn(person.username));
};

/** Pairs of stored reservations of one device that overlap (must be none). */
const countOverlaps = (stored: { resourceId: string; day: string; starttime: string; endtime: string }[]) =>
  stored.reduce((sum, a, index) => sum + stored.slice(index + 1).filter((b) => a.resourceId === b.resourceId && overlaps(a, b)).length, 0);

/**
 * 20 tutors book the same 5 devices at the same moment, each for an hour from 08:00 + 10 minutes
 * times their number: neighbours up to 5 apart overlap. Every booking is answered 200 or
 * 'reservation-collision'; the stored reservations are read back and checked pairwise. `stored`:
 * bookings found in the table (each with all 5 devices), `overlaps`: overlapping pairs (must be 0).
 */
export const reservationRaceFlow: BenchFlow = {
  name: 'reservation race',
  run: async (context) => {
    const tokens = await racingTutors(context);
    const runId = Date.now().toString(36);
    const day = benchDay();
    const devices = await createDevices(runId, RACE_DEVICES);
    try {
      const started = performance.now();
      const answers = await Promise.all(
        tokens.map((token, index) =>
          timedCall(
            context.apiUrl,
            token,
            'reserveResources',
            {},
            {
              day,
              starttime: timeOf(8 * 60 + index * 10),
              endtime: timeOf(9 * 60 + index * 10),
              resourceIds: devices.ids,
              description: `Wettlauf ${String(index + 1)}`,
            },
          ),
        ),
      );
      const seconds = Math.round(performance.now() - started) / 1000;
      const accepted = answers.filter((answer) => answer.status === 200).length;
      const collisions = answers.filter((answer) => answer.code === 'reservation-collision').length;
      const stored = await storedReservations(devices.ids, day);
      const overlapCount = countOverlaps(stored);
      const storedBookings = new Set(stored.map((item) => item.reservationGroup)).size;
      if (
        accepted + collisions !== RACERS ||
        overlapCount !== 0 ||
        storedBookings !== accepted ||
        stored.length !== accepted * RACE_DEVICES
      ) {
        const codes = [...new Set(answers.map((answer) => answer.code ?? answer.status))].join(', ');
        throw new Error(
          `reservation race: ${String(accepted)} accepted, ${String(collisions)} collisions, ${String(stored.length)} stored, ${String(overlapCount)} overlaps (${codes})`,
        );
      }
      const times = answers.map((answer) => answer.ms);
      return {
        attempts: RACERS,
        devices: RACE_DEVICES,
        accepted,
        collisions,
        stored: storedBookings,
        reservations: stored.length,
        overlaps: overlapCount,
        p50_ms: percentile(times, 0.5),
        p99_ms: percentile(times, 0.99),
        seconds,
      };
    } finally {
      await removeDevices(devices.ids, day);
    }
  },
};

/** One search as the page makes it (GET with the search in the query): status, time and DynamoDB requests. */
const timedSearch = async (apiUrl: string, token: string, query: Record<string, string>) => {
  const started = performance.now();
  const response = await fetch(`${apiUrl}${routes.searchFreeResources.path}?${new URLSearchParams(query).toString()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { free?: unknown[]; busy?: Reservation[] };
  return {
    status: response.status,
    free: body.free?.length ?? 0,
    busy: body.busy?.length ?? 0,
    ms: performance.now() - started,
    ddbRequests: Number(response.headers.get('x-ddb-requests') ?? Number.NaN),
  };
};

/**
 * The free-device search of a school with 300 devices of one type, a third of them booked in the
 * range (through the API), searched 50 times one after another by a tutor.
 */
export const reservationSearchFlow: BenchFlow = {
  name: 'reservation search (300 devices)',
  run: async (context) => {
    const runId = Date.now().toString(36);
    const day = benchDay();
    const devices = await createDevices(runId, LARGE_CATALOG);
    try {
      const tutor = await context.signIn('lehrer.schmidt');
      const booked = devices.ids.filter((_, index) => index % 3 === 0);
      for (let start = 0; start < booked.length; start += 50) {
        const answer = await timedCall(
          context.apiUrl,
          tutor,
          'reserveResources',
          {},
          { day, starttime: '08:00', endtime: '09:30', resourceIds: booked.slice(start, start + 50), description: 'Bench' },
        );
        if (answer.status !== 200) throw new Error(`reserveResources: ${String(answer.status)} ${answer.code ?? ''}`);
      }
      const query = { type: devices.type, day, starttime: '09:00', endtime: '10:00', buildingId: '0' };
      const calls = [];
      for (let index = 0; index < SEARCHES; index += 1) calls.push(await timedSearch(context.apiUrl, tutor, query));
      const first = calls[0];
      if (!first || calls.some((call) => call.status !== 200) || first.free !== LARGE_CATALOG - booked.length) {
        throw new Error(`reservation search: ${JSON.stringify(first)}`);
      }
      const times = calls.map((call) => call.ms);
      return {
        devices: LARGE_CATALOG,
        booked: booked.length,
        free: first.free,
        calls: SEARCHES,
        p50_ms: percentile(times, 0.5),
        p99_ms: percentile(times, 0.99),
        ddb_requests_per_call: Math.max(...calls.map((call) => call.ddbRequests)),
      };
    } finally {
      await removeDevices(devices.ids, day);
    }
  },
};
