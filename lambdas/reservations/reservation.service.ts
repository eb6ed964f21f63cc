import { randomUUID } from 'node:crypto';
import type { EntityItem, TransactionItem } from 'electrodb';
import { CALENDAR_DAYS, overlaps, type TimeRange } from '../../shared/reservations/reservation-rules.js';
import type { Reservation, ReservationSearch, ReserveBody } from '../../shared/schemas/reservation.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure, transactionWritten } from '../_lib/condition-failure.js';
import { entityService, type TransactionEntities } from '../_lib/entity-service.js';
import { attemptBooking } from './booking-attempts.model.js';
import { readCatalog } from './device-catalog.service.js';
import { reservationEntity } from './reservation.entity.js';
import { resourceDayEntity } from './resource-day.entity.js';
import { resourceEntity } from './resource.entity.js';

const reservationWrites = entityService({ reservationEntity, resourceDayEntity });

type ReservationItem = EntityItem<typeof reservationEntity>;
type Ledger = EntityItem<typeof resourceDayEntity>;
type Booking = Ledger['bookings'][number];

/**
 * How often a booking or deletion is tried again when a concurrent write changed one of its
 * device ledgers between reading and committing. Every retry reads the ledgers again, so a loser
 * of a race for the same time learns the collision on its next attempt; a booking that lost every
 * attempt reads them once more, so it is still told the collision when one is the reason.
 */
const MAX_ATTEMPTS = 12;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

const toReservation = (item: ReservationItem, callerUid: string): Reservation => ({
  id: item.reservationId,
  reservationGroup: item.reservationGroup,
  resourceId: item.resourceId,
  resourceName: item.resourceName,
  resourceType: item.resourceType,
  day: item.day,
  starttime: item.starttime,
  endtime: item.endtime,
  description: item.description,
  tutorName: item.tutorName,
  own: item.tutorUid === callerUid,
  created: item.createdAt,
});

const byTime = (a: Reservation, b: Reservation) =>
  a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime) || a.resourceName.localeCompare(b.resourceName, 'de');

/** No reservation on a day before today (Europe/Berlin). */
const notInPast = (day: string) => {
  if (day < berlinToday()) throw new AppError('validation-failed', { day: 'past' });
};

/** The reservations of the caller's school on `days` days from `from`: one query. */
const reservationsOfDays = async (schoolId: string, from: string, days: number) => {
  const { data } = await reservationEntity.query
    .bySchoolDay({ schoolId })
    // The upper bound is the day after the range: every key of the last day sorts below it.
    .between({ day: from }, { day: addDays(from, days) })
    .go({ pages: 'all' });
  return data.filter((item) => item.day < addDays(from, days));
};

/** The calendar dialog: who booked what on today plus 4 days (or fewer days). */
export const listReservations = async (caller: Caller, from: string, days = CALENDAR_DAYS) => {
  const items = await reservationsOfDays(caller.schoolId, from, days);
  return { reservations: items.map((item) => toReservation(item, caller.uid)).sort(byTime) };
};

/** 'Reservierte Geräte': the caller's reservations from today on (gsi1, one query). */
export const listMyReservations = async (caller: Caller) => {
  const { data } = await reservationEntity.query
    .byTutor({ schoolId: caller.schoolId, tutorUid: caller.uid })
    .gte({ day: berlinToday() })
    .go({ pages: 'all' });
  return { reservations: data.map((item) => toReservation(item, caller.uid)).sort(byTime) };
};

/**
 * 'Verfügbare Geräte suchen': the devices of the type (in the building, unless it is '0') with no
 * reservation overlapping the range, and the overlapping reservations of that type, read-only for
 * others with the tutor's name. Two queries: the catalog and the day's reservations.
 */
export const searchFreeResources = async (caller: Caller, search: ReservationSearch) => {
  notInPast(search.day);
  const [catalog, dayItems] = await Promise.all([readCatalog(caller.schoolId), reservationsOfDays(caller.schoolId, search.day, 1)]);
  const building = search.buildingId && search.buildingId !== '0' ? search.buildingId : undefined;
  const candidates = catalog.resources.filter(
    (resource) => resource.type === search.type && (!building || resource.buildingId === building),
  );
  const ids = new Set(candidates.map((resource) => resource.id));
  const busy = dayItems.filter((item) => ids.has(item.resourceId) && overlaps(item, search));
  const busyIds = new Set(busy.map((item) => item.resourceId));
  return {
    free: candidates.filter((resource) => !busyIds.has(resource.id)),
    busy: busy.map((item) => toReservation(item, caller.uid)).sort(byTime),
  };
};

/**
 * The booking's group, description, day and times (§5): a new group with the body's, or those of an
 * own reservation group from today on used as the template (one query of the caller's reservations
 * from today on, gsi1).
 */
const bookingOf = async (caller: Caller, body: ReserveBody) => {
  const { templateGroup } = body;
  if (!templateGroup) {
    const { day, starttime, endtime, description } = body;
    return { reservationGroup: randomUUID(), description, day, starttime, endtime };
  }
  const { data } = await reservationEntity.query
    .byTutor({ schoolId: caller.schoolId, tutorUid: caller.uid })
    .gte({ day: berlinToday() })
    .where(({ reservationGroup }, { eq }) => eq(reservationGroup, templateGroup))
    .go({ pages: 'all' });
  const [template] = data;
  if (!template) throw new AppError('not-found', { templateGroup: 'unknown' });
  const { reservationGroup, description, day, starttime, endtime } = template;
  return { reservationGroup, description, day, starttime, endtime };
};

const ledgerKey = (schoolId: string, resourceId: string, day: string) => ({ schoolId, resourceId, day });

/**
 * The ledgers of the booked devices on the day (absent ones: version 0, nothing booked), each with
 * its item: one transactional get, so the ledgers are one snapshot (a read never sees a booking of
 * several devices half written, and a collision names all its devices); null when a write in
 * progress cancelled the read.
 */
const readLedgers = async <T extends { schoolId: string; resourceId: string; day: string }>(items: readonly T[]) => {
  const result = await reservationWrites.transaction
    .get((entities) => items.map(({ schoolId, resourceId, day }) => entities.resourceDayEntity.get({ schoolId, resourceId, day }).commit()))
    .go();
  if (result.canceled) {
    if (isConditionFailure(result)) return null;
    throw new Error('ledger read cancelled');
  }
  // ElectroDB types the answers of a tuple of gets; these are one get per item, in order.
  const ledgers = result.data as readonly TransactionItem<Ledger>[];
  return items.map((item, index) => {
    const ledger = ledgers[index]?.item;
    return { item, version: ledger?.version ?? 0, bookings: ledger?.bookings ?? [] };
  });
};

/**
 * The ledger write of a transaction: on the condition that the ledger is still the version read
 * (version 0: the ledger must not exist yet), it becomes the next version with `bookings`.
 */
const ledgerWrite = (
  entities: TransactionEntities<'resourceDayEntity'>,
  key: { schoolId: string; resourceId: string; day: string },
  version: number,
  bookings: Booking[],
) =>
  version === 0
    ? entities.resourceDayEntity.create({ ...key, version: 1, bookings }).commit()
    : entities.resourceDayEntity
        .patch(key)
        .set({ version: version + 1, bookings })
        .where((attributes, { eq }) => eq(attributes.version, version))
        .commit();

/**
 * Books the devices for the day and time range (the template's, when one is used), one reservation
 * per device sharing one group id, all or nothing. One transaction holds, per device, the ledger
 * write (conditioned on the version read, after checking its ranges for an overlap) and the new
 * reservation: 2 items per device, hence at most 50 devices a booking (DynamoDB's transaction limit
 * is 100 items). A booking that overlaps another answers 'reservation-collision' with the colliding
 * devices (id: name), also when it lost every attempt to write (see attemptBooking).
 */
export const reserveResources = async (caller: Caller, body: ReserveBody) => {
  notInPast(body.day);
  const { schoolId } = caller;
  const [{ reservationGroup, description, day, starttime, endtime }, resources] = await Promise.all([
    bookingOf(caller, body),
    resourceEntity.get(body.resourceIds.map((resourceId) => ({ schoolId, resourceId }))).go(),
  ]);
  const byId = new Map(resources.data.map((item) => [item.resourceId, item]));
  const missing = body.resourceIds.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AppError('not-found', Object.fromEntries(missing.map((id) => [id, 'unknown'])));

  const range: TimeRange = { starttime, endtime };
  const createdAt = new Date().toISOString();
  const items = body.resourceIds.flatMap((resourceId) => {
    const resource = byId.get(resourceId);
    if (!resource) return [];
    return [
      {
        schoolId,
        day,
        reservationId: randomUUID(),
        reservationGroup,
        resourceId,
        resourceName: resource.displayName,
        resourceType: resource.type,
        ...range,
        description,
        tutorUid: caller.uid,
        tutorName: caller.user.displayName,
        createdAt,
      },
    ];
  });

  return attemptBooking({
    range,
    maxAttempts: MAX_ATTEMPTS,
    read: () => readLedgers(items),
    pause,
    write: async (ledgers) => {
      const result = await reservationWrites.transaction
        .write((entities) => [
          ...ledgers.map(({ item, version, bookings }) =>
            ledgerWrite(entities, ledgerKey(schoolId, item.resourceId, day), version, [
              ...bookings,
              { reservationId: item.reservationId, ...range },
            ]),
          ),
          ...items.map((item) => entities.reservationEntity.create(item).commit()),
        ])
        .go();
      return transactionWritten(result) ? { reservationGroup, reservations: items.map((item) => toReservation(item, caller.uid)) } : null;
    },
  });
};

/** Deletes one of the caller's own reservations and frees its range on the device's ledger, in one transaction. */
export const deleteReservation = async (caller: Caller, day: string, reservationId: string) => {
  const { schoolId } = caller;
  const key = { schoolId, day, reservationId };
  const { data: reservation } = await reservationEntity.get(key).go();
  if (!reservation) throw new AppError('not-found');
  if (reservation.tutorUid !== caller.uid) throw new AppError('forbidden');
  const ledgerAt = ledgerKey(schoolId, reservation.resourceId, day);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const { data: ledger } = await resourceDayEntity.get(ledgerAt).go();
    const result = await reservationWrites.transaction
      .write((entities) => [
        entities.reservationEntity
          .delete(key)
          .where((attributes, { eq }) => eq(attributes.tutorUid, caller.uid))
          .commit(),
        ...(ledger
          ? [
              ledgerWrite(
                entities,
                ledgerAt,
                ledger.version,
                ledger.bookings.filter((booking) => booking.reservationId !== reservationId),
              ),
            ]
          : []),
      ])
      .go();
    if (transactionWritten(result)) return { id: reservationId, deleted: true as const };
    if (!(await reservationEntity.get(key).go()).data) throw new AppError('not-found');
    await pause(attempt);
  }
  throw new AppError('conflict');
};
