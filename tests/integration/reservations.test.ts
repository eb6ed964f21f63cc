import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { overlaps, timeOf } from '../../shared/reservations/reservation-rules.js';
import type { Reservation, ReserveBody } from '../../shared/schemas/reservation.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute, type ApiAnswer } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';

/**
 * 'Geräteverwaltung' against the local stack: the admin's catalog, the free-device search, bookings
 * with templates, deletion rights, school isolation and, above all, no overlap of two reservations
 * of one device under concurrent bookings (all devices of a booking or none). The devices are this
 * file's own (type 'Testgerät'), on days of their own, so the demo devices stay free; its buildings,
 * devices and bookings are taken out again after the file (later files see the demo school's two buildings).
 */
const TYPE = 'Testgerät';
const devices = ['it-dev-1', 'it-dev-2', 'it-dev-3', 'it-dev-4', 'it-dev-5'] as const;
const dayAt = (offset: number) => addDays(berlinToday(), offset);

restoreTableAfterFile();

let people: DemoPeople;
const as = (username: DemoUsername) => people[username].token;

const reserve = (username: DemoUsername, body: Partial<ReserveBody> & Pick<ReserveBody, 'day' | 'starttime' | 'endtime'>) =>
  callRoute('reserveResources', { token: as(username), body: { resourceIds: [devices[0]], description: 'Unterricht', ...body } });
const reservationsOn = async (day: string): Promise<Reservation[]> =>
  (await callRoute('listReservations', { token: as('lehrer.mueller'), query: { from: day, days: '1' } })).body.reservations;

/** No two stored reservations of one device overlap. */
const expectNoOverlap = (reservations: Reservation[]) => {
  for (const [index, a] of reservations.entries())
    for (const b of reservations.slice(index + 1))
      if (a.resourceId === b.resourceId) expect(overlaps(a, b), `${a.id} / ${b.id}`).toBe(false);
};

beforeAll(async () => {
  people = await signInDemoPeople();
  const admin = as('lehrer.mueller');
  expect((await callRoute('createBuilding', { token: admin, params: { buildingId: 'it-haus' }, body: { name: 'Testhaus' } })).status).toBe(
    200,
  );
  const group = await callRoute('createResourceGroup', {
    token: admin,
    params: { groupId: 'it-wagen' },
    body: { name: 'Testwagen', type: TYPE, buildingId: 'it-haus' },
  });
  expect(group.status).toBe(200);
  for (const [index, resourceId] of devices.entries()) {
    const answer = await callRoute('createResource', {
      token: admin,
      params: { resourceId },
      body: {
        displayName: `Testgerät ${String(index + 1)}`,
        type: TYPE,
        deviceId: `IT-${String(index + 1)}`,
        buildingId: 'it-haus',
        groupIds: ['it-wagen'],
      },
    });
    expect(answer.status).toBe(200);
  }
});

describe('device catalog', () => {
  it('is kept by admins and read by the tutors of the school only', async () => {
    const catalog = await callRoute('getResourceCatalog', { token: as('lehrer.schmidt') });
    expect(catalog.status).toBe(200);
    expect(catalog.body.resources.filter((resource: { type: string }) => resource.type === TYPE)).toHaveLength(devices.length);
    expect(catalog.body.groups).toContainEqual({ id: 'it-wagen', name: 'Testwagen', type: TYPE, buildingId: 'it-haus', revision: 1 });
    const elsewhere = await callRoute('getResourceCatalog', { token: as('lehrer.klein') });
    expect(elsewhere.body.resources.map((resource: { id: string }) => resource.id)).not.toContain('it-dev-1');
    expect(elsewhere.body.buildings.map((building: { id: string }) => building.id)).toEqual(['schulhaus']);
  });

  it('refuses unknown buildings and groups, keeps a building in use, and takes a deleted group off its devices', async () => {
    const admin = as('lehrer.mueller');
    const unknownBuilding = await callRoute('createResource', {
      token: admin,
      params: { resourceId: 'it-extra' },
      body: { displayName: 'Extra', type: TYPE, deviceId: '', buildingId: 'nowhere', groupIds: [] },
    });
    expect(unknownBuilding.status).toBe(400);
    expect(unknownBuilding.error?.fields).toEqual({ buildingId: 'unknown' });
    const otherSchoolsBuilding = await callRoute('createResourceGroup', {
      token: admin,
      params: { groupId: 'it-x' },
      body: { name: 'X', type: TYPE, buildingId: 'schulhaus' },
    });
    expect(otherSchoolsBuilding.status).toBe(400);
    expect((await callRoute('deleteBuilding', { token: admin, params: { buildingId: 'it-haus' } })).error?.code).toBe('building-in-use');

    await callRoute('createResourceGroup', { token: admin, params: { groupId: 'it-temp' }, body: { name: 'Vorübergehend', type: TYPE } });
    await callRoute('createResource', {
      token: admin,
      params: { resourceId: 'it-extra' },
      body: { displayName: 'Extra', type: 'Testextra', deviceId: 'X-1', groupIds: ['it-temp'] },
    });
    expect((await callRoute('deleteResourceGroup', { token: admin, params: { groupId: 'it-temp' } })).status).toBe(200);
    const catalog = await callRoute('getResourceCatalog', { token: admin });
    // Taken off its group: a save of the device, so a dialog loaded before it is told.
    expect(catalog.body.resources.find((resource) => resource.id === 'it-extra')).toMatchObject({ groupIds: [], revision: 2 });
    expect((await callRoute('deleteResource', { token: admin, params: { resourceId: 'it-extra' } })).status).toBe(200);
    expect((await callRoute('deleteResource', { token: admin, params: { resourceId: 'it-extra' } })).status).toBe(404);
  });

  it('imports a device list and creates the buildings it names', async () => {
    const admin = as('lehrer.mueller');
    const answer = await callRoute('importResources', {
      token: admin,
      body: {
        devices: [
          { displayName: 'Import-Kamera 1', type: 'Testkamera', deviceId: 'K-1', buildingName: 'testhaus' },
          { displayName: 'Import-Kamera 2', type: 'Testkamera', deviceId: 'K-2', buildingName: 'Importhaus' },
        ],
      },
    });
    expect(answer.body).toEqual({ created: 2, buildingsCreated: 1 });
    const catalog = await callRoute('getResourceCatalog', { token: admin });
    const cameras = catalog.body.resources.filter((resource) => resource.type === 'Testkamera');
    expect(cameras.map((camera) => camera.buildingId)).toContain('it-haus');
    for (const camera of cameras) await callRoute('deleteResource', { token: admin, params: { resourceId: camera.id } });
  });
});

describe('catalog edits name their revision', () => {
  const REVISED = 'Testrevision';
  const admin = () => as('lehrer.mueller');
  const catalog = async () => (await callRoute('getResourceCatalog', { token: admin() })).body;

  /**
   * Two tabs loaded at revision 1: the first save answers 200 at revision 2, the second 409 'outdated' without a
   * write, and the stored item keeps the first's name; 'Meine Fassung speichern' then names revision 2.
   */
  const expectSecondTabRefused = async (
    save: (name: string, revision: number) => Promise<ApiAnswer>,
    stored: () => Promise<{ name: string; revision: number } | undefined>,
  ) => {
    const firstTab = await save('Erster Tab', 1);
    expect({ status: firstTab.status, revision: (firstTab.body as { revision: number }).revision }).toEqual({ status: 200, revision: 2 });
    const secondTab = await save('Zweiter Tab', 1);
    expect({ status: secondTab.status, code: secondTab.error?.code, fields: secondTab.error?.fields, writes: secondTab.ddbWrites }).toEqual(
      {
        status: 409,
        code: 'conflict',
        fields: { revision: 'outdated' },
        writes: 0,
      },
    );
    expect(await stored()).toEqual({ name: 'Erster Tab', revision: 2 });
    expect((await save('Zweiter Tab', 2)).status).toBe(200);
    expect(await stored()).toEqual({ name: 'Zweiter Tab', revision: 3 });
  };

  it("refuses a building's second save from one revision", async () => {
    const params = { buildingId: 'it-rev-haus' };
    expect((await callRoute('createBuilding', { token: admin(), params, body: { name: 'Revisionshaus' } })).body.revision).toBe(1);
    await expectSecondTabRefused(
      (name, revision) => callRoute('updateBuilding', { token: admin(), params, body: { name, revision } }),
      async () => {
        const building = (await catalog()).buildings.find((item) => item.id === params.buildingId);
        return building && { name: building.name, revision: building.revision };
      },
    );
    expect((await callRoute('deleteBuilding', { token: admin(), params })).status).toBe(200);
  });

  it("refuses a device group's second save from one revision", async () => {
    const params = { groupId: 'it-rev-gruppe' };
    const body = { type: REVISED, buildingId: 'it-haus' };
    expect((await callRoute('createResourceGroup', { token: admin(), params, body: { name: 'Revisionsgruppe', ...body } })).status).toBe(
      200,
    );
    await expectSecondTabRefused(
      (name, revision) => callRoute('updateResourceGroup', { token: admin(), params, body: { name, ...body, revision } }),
      async () => {
        const group = (await catalog()).groups.find((item) => item.id === params.groupId);
        return group && { name: group.name, revision: group.revision };
      },
    );
    expect((await callRoute('deleteResourceGroup', { token: admin(), params })).status).toBe(200);
  });

  it("refuses a device's second save from one revision, lets one of five racing saves win and never makes a deleted device again", async () => {
    const params = { resourceId: 'it-rev-geraet' };
    const body = { type: REVISED, deviceId: 'REV-1', groupIds: [] };
    expect((await callRoute('createResource', { token: admin(), params, body: { displayName: 'Revisionsgerät', ...body } })).status).toBe(
      200,
    );
    const conflicting = await callRoute('createResource', { token: admin(), params, body: { displayName: 'Gleiche ID', ...body } });
    expect({ status: conflicting.status, code: conflicting.error?.code }).toEqual({ status: 409, code: 'conflict' });
    await expectSecondTabRefused(
      (name, revision) => callRoute('updateResource', { token: admin(), params, body: { displayName: name, ...body, revision } }),
      async () => {
        const device = (await catalog()).resources.find((item) => item.id === params.resourceId);
        return device && { name: device.displayName, revision: device.revision };
      },
    );
    const racers = await Promise.all(
      [1, 2, 3, 4, 5].map((index) =>
        callRoute('updateResource', { token: admin(), params, body: { displayName: `Gleichzeitig ${index}`, ...body, revision: 3 } }),
      ),
    );
    expect(racers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await catalog()).resources.find((item) => item.id === params.resourceId)).toMatchObject({
      displayName: racers.find((answer) => answer.status === 200)?.body.displayName,
      revision: 4,
    });
    expect((await callRoute('deleteResource', { token: admin(), params })).status).toBe(200);
    const afterDelete = await callRoute('updateResource', {
      token: admin(),
      params,
      body: { displayName: 'Zu spät', ...body, revision: 3 },
    });
    expect({ status: afterDelete.status, devices: (await catalog()).resources.filter((item) => item.id === params.resourceId) }).toEqual({
      status: 404,
      devices: [],
    });
  });

  it('reads catalog items stored before the catalog counted saves as revision 1, and edits each once from there', async () => {
    useStackDynamoDb();
    const { buildingEntity } = await import('../../lambdas/reservations/building.entity.js');
    const { resourceGroupEntity } = await import('../../lambdas/reservations/resource-group.entity.js');
    const { resourceEntity } = await import('../../lambdas/reservations/resource.entity.js');
    const schoolId = 'lindenhof';
    await buildingEntity.put({ schoolId, buildingId: 'it-alt-haus', name: 'Altbau' }).go();
    await resourceGroupEntity.put({ schoolId, groupId: 'it-alt-gruppe', name: 'Alte Gruppe', type: REVISED }).go();
    await resourceEntity
      .put({ schoolId, resourceId: 'it-alt-geraet', displayName: 'Altgerät', type: REVISED, deviceId: 'ALT-1', groupIds: [] })
      .go();
    const before = await catalog();
    expect([
      before.buildings.find((item) => item.id === 'it-alt-haus')?.revision,
      before.groups.find((item) => item.id === 'it-alt-gruppe')?.revision,
      before.resources.find((item) => item.id === 'it-alt-geraet')?.revision,
    ]).toEqual([1, 1, 1]);
    const saves = (revision: number) => [
      callRoute('updateBuilding', { token: admin(), params: { buildingId: 'it-alt-haus' }, body: { name: 'Altbau 2', revision } }),
      callRoute('updateResourceGroup', {
        token: admin(),
        params: { groupId: 'it-alt-gruppe' },
        body: { name: 'Alte Gruppe 2', type: REVISED, revision },
      }),
      callRoute('updateResource', {
        token: admin(),
        params: { resourceId: 'it-alt-geraet' },
        body: { displayName: 'Altgerät 2', type: REVISED, deviceId: 'ALT-1', groupIds: [], revision },
      }),
    ];
    expect((await Promise.all(saves(1))).map((answer) => [answer.status, (answer.body as { revision: number }).revision])).toEqual([
      [200, 2],
      [200, 2],
      [200, 2],
    ]);
    expect((await Promise.all(saves(1))).map((answer) => answer.error?.fields)).toEqual([
      { revision: 'outdated' },
      { revision: 'outdated' },
      { revision: 'outdated' },
    ]);
    await callRoute('deleteResource', { token: admin(), params: { resourceId: 'it-alt-geraet' } });
    await callRoute('deleteResourceGroup', { token: admin(), params: { groupId: 'it-alt-gruppe' } });
    await callRoute('deleteBuilding', { token: admin(), params: { buildingId: 'it-alt-haus' } });
  });

  it('refuses an edit that names no revision', async () => {
    const refused = await callRoute('updateBuilding', { token: admin(), params: { buildingId: 'it-haus' }, body: { name: 'Ohne Stand' } });
    expect({ status: refused.status, fields: refused.error?.fields }).toEqual({ status: 400, fields: { 'body.revision': 'invalid_type' } });
  });
});

describe('search and booking', () => {
  const day = dayAt(21);

  it('checks the rules of the form on the server', async () => {
    const search = (query: Record<string, string>) =>
      callRoute('searchFreeResources', {
        token: as('lehrer.schmidt'),
        query: { type: TYPE, day, starttime: '08:00', endtime: '09:00', ...query },
      });
    expect((await search({})).status).toBe(200);
    const bads: Record<string, string>[] = [
      { day: dayAt(-1) },
      { starttime: '09:00', endtime: '08:00' },
      { starttime: '08:00', endtime: '08:00' },
      { starttime: '08:03' },
    ];
    for (const bad of bads) {
      const answer = await search(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.error?.code).toBe('validation-failed');
    }
    const past = await reserve('lehrer.schmidt', { day: dayAt(-1), starttime: '08:00', endtime: '09:00' });
    expect(past.status).toBe(400);
    expect(past.ddbWrites).toBe(0);
    const otherSchool = await reserve('lehrer.klein', { day, starttime: '08:00', endtime: '09:00', resourceIds: ['it-dev-1'] });
    expect(otherSchool.status).toBe(404);
    expect(otherSchool.ddbWrites).toBe(0);
  });

  it('books several devices as one group, shows them to others read-only and refuses an overlap naming the device', async () => {
    const booked = await reserve('lehrer.schmidt', { day, starttime: '08:00', endtime: '09:30', resourceIds: ['it-dev-1', 'it-dev-2'] });
    expect(booked.status).toBe(200);
    const [first, second] = booked.body.reservations;
    expect(first?.reservationGroup).toBe(second?.reservationGroup);
    expect(first?.own).toBe(true);

    const search = await callRoute('searchFreeResources', {
      token: as('lehrer.mueller'),
      query: { type: TYPE, day, starttime: '09:00', endtime: '10:00', buildingId: '0' },
    });
    expect(search.body.free.map((resource: { id: string }) => resource.id)).toEqual(['it-dev-3', 'it-dev-4', 'it-dev-5']);
    expect(search.body.busy.map((item: Reservation) => [item.resourceId, item.tutorName, item.own])).toEqual([
      ['it-dev-1', 'Frau Schmidt', false],
      ['it-dev-2', 'Frau Schmidt', false],
    ]);
    expect(search.ddbRequests).toBeLessThanOrEqual(4);

    const collision = await reserve('lehrer.mueller', { day, starttime: '09:25', endtime: '10:00', resourceIds: ['it-dev-3', 'it-dev-2'] });
    expect(collision.status).toBe(409);
    expect(collision.error).toEqual({ code: 'reservation-collision', fields: { 'it-dev-2': 'Testgerät 2' } });
    // All or nothing: the free device of the refused booking stays free.
    expect((await reservationsOn(day)).filter((item) => item.resourceId === 'it-dev-3')).toEqual([]);

    const touching = await reserve('lehrer.mueller', { day, starttime: '09:30', endtime: '10:00', resourceIds: ['it-dev-2'] });
    expect(touching.status).toBe(200);
  });

  it('uses an own reservation group as the template, on its day and times, and lists own bookings', async () => {
    const booked = await reserve('lehrer.schmidt', {
      day,
      starttime: '11:00',
      endtime: '12:00',
      description: 'Projekt 9b',
      resourceIds: ['it-dev-4'],
    });
    const group = (booked.body as { reservationGroup: string }).reservationGroup;
    // The search was another day and time: the template supplies group, description, day and times.
    const otherSearch = { day: dayAt(24), starttime: '13:00', endtime: '14:30' };
    const added = await reserve('lehrer.schmidt', {
      ...otherSearch,
      description: 'anders',
      templateGroup: group,
      resourceIds: ['it-dev-5'],
    });
    expect(added.status).toBe(200);
    const addedBody = added.body;
    expect(addedBody.reservationGroup).toBe(group);
    expect(addedBody.reservations.map((item) => [item.resourceId, item.day, item.starttime, item.endtime, item.description])).toEqual([
      ['it-dev-5', day, '11:00', '12:00', 'Projekt 9b'],
    ]);
    expect(await reservationsOn(dayAt(24))).toEqual([]);
    // The overlap is checked on the template's times: the device of the template itself collides.
    const again = await reserve('lehrer.schmidt', { ...otherSearch, templateGroup: group, resourceIds: ['it-dev-4'] });
    expect(again.status).toBe(409);
    expect(again.error).toEqual({ code: 'reservation-collision', fields: { 'it-dev-4': 'Testgerät 4' } });
    expect((await reserve('lehrer.mueller', { ...otherSearch, templateGroup: group, resourceIds: ['it-dev-3'] })).status).toBe(404);

    const mine = await callRoute('listMyReservations', { token: as('lehrer.schmidt') });
    const ofGroup = mine.body.reservations.filter((item) => item.reservationGroup === group);
    expect(ofGroup.map((item) => item.resourceId).sort()).toEqual(['it-dev-4', 'it-dev-5']);
  });

  it('lets only the owner delete, and frees the device for others', async () => {
    const booked = await reserve('lehrer.schmidt', { day, starttime: '14:00', endtime: '15:00', resourceIds: ['it-dev-5'] });
    const reservation = defined(booked.body.reservations[0], 'the reservation');
    const params = { day, reservationId: reservation.id };
    expect((await callRoute('deleteReservation', { token: as('lehrer.mueller'), params })).status).toBe(403);
    expect((await callRoute('deleteReservation', { token: as('lehrer.klein'), params })).status).toBe(404);
    expect((await reserve('lehrer.mueller', { day, starttime: '14:30', endtime: '15:00', resourceIds: ['it-dev-5'] })).status).toBe(409);
    expect((await callRoute('deleteReservation', { token: as('lehrer.schmidt'), params })).status).toBe(200);
    expect((await callRoute('deleteReservation', { token: as('lehrer.schmidt'), params })).status).toBe(404);
    expect((await reserve('lehrer.mueller', { day, starttime: '14:30', endtime: '15:00', resourceIds: ['it-dev-5'] })).status).toBe(200);
  });
});

describe('concurrent bookings', () => {
  const tutors: DemoUsername[] = ['lehrer.schmidt', 'lehrer.mueller'];

  it('stores one of 20 simultaneous overlapping bookings of the same 5 devices; the others learn the collision', async () => {
    const day = dayAt(22);
    const answers: ApiAnswer[] = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        reserve(defined(tutors[index % 2], 'a tutor'), {
          day,
          starttime: timeOf(8 * 60 + (index % 10) * 5),
          endtime: '10:00',
          resourceIds: [...devices],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((item) => item.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.error?.code).toBe('reservation-collision');
      expect(Object.keys(answer.error?.fields ?? {}).sort()).toEqual([...devices]);
    }
    const stored = await reservationsOn(day);
    expect(stored).toHaveLength(devices.length);
    expectNoOverlap(stored);
  });

  it('stores every one of simultaneous bookings of one device that do not overlap', async () => {
    const day = dayAt(23);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        reserve(defined(tutors[index % 2], 'a tutor'), {
          day,
          starttime: `${String(8 + index).padStart(2, '0')}:00`,
          endtime: `${String(9 + index).padStart(2, '0')}:00`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 6 }, () => 200));
    expectNoOverlap(await reservationsOn(day));
  });

  it('never stores an overlap, whatever mix of bookings and deletions runs at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            tutor: fc.constantFrom(...tutors),
            devices: fc.subarray([...devices], { minLength: 1, maxLength: 3 }),
            start: fc.integer({ min: 0, max: 10 }),
            length: fc.integer({ min: 1, max: 6 }),
          }),
          { minLength: 4, maxLength: 10 },
        ),
        async (bookings) => {
          const day = dayAt(31);
          const before = await reservationsOn(day);
          const time = (slot: number) => timeOf(8 * 60 + slot * 30);
          const deletions = before.filter((item) => item.own);
          const answers = await Promise.all([
            ...bookings.map((booking) =>
              reserve(booking.tutor, {
                day,
                starttime: time(booking.start),
                endtime: time(booking.start + booking.length),
                resourceIds: booking.devices,
              }),
            ),
            ...deletions.map((item) =>
              callRoute('deleteReservation', { token: as('lehrer.mueller'), params: { day, reservationId: item.id } }),
            ),
          ]);
          for (const answer of answers) expect([200, 409]).toContain(answer.status);
          const stored = await reservationsOn(day);
          expectNoOverlap(stored);
          // All or nothing: what is stored is what was there, less the deleted, plus every device of each accepted booking.
          const booked = answers.slice(0, bookings.length).filter((answer) => answer.status === 200);
          const deleted = answers.slice(bookings.length).filter((answer) => answer.status === 200);
          expect(stored.length).toBe(
            before.length -
              deleted.length +
              booked.reduce((sum, answer) => sum + ('reservations' in answer.body ? answer.body.reservations.length : 0), 0),
          );
        },
      ),
      { numRuns: 6 },
    );
  });
});
