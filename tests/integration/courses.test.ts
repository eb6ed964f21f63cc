import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseOffer, CreateCourseOfferBody, UpdateCourseOfferBody } from '../../shared/schemas/course.schema.js';
import { addDays, berlinToday, mondayOf } from '../../shared/week.js';
import { callRoute, type ApiAnswer } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';

/**
 * Course registration against the local stack: offers by tutors, approval by admins, the §5 rules
 * with their codes and nothing written when refused, the capacity under concurrent subscriptions,
 * the allocation after the deadline and its confirmation into course memberships and the weekplan.
 * The offers run in a week of June 2027, and the table is put back after the file, so later files see
 * the demo school as seeded.
 */
let people: DemoPeople;
restoreTableAfterFile();
beforeAll(async () => {
  people = await signInDemoPeople();
});

const WEEK = '2027-06-07';
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const offerBody = (overrides: Partial<CreateCourseOfferBody> = {}): CreateCourseOfferBody => ({
  kind: 'courseGroup',
  displayName: 'Nachmittagsangebote',
  subtitle: 'Zweites Halbjahr',
  start: WEEK,
  end: '2027-06-11',
  deadline: inSeconds(3600),
  grades: [7, 8, 9],
  groupsize: 1,
  description: 'Kurse am Nachmittag',
  registrationDescription: 'Bitte drei Wünsche angeben',
  bring: 'Sportzeug',
  color: '#8e24aa',
  approved: true,
  multipleRegistrationOptions: true,
  maxOptions: 2,
  usePriority: false,
  options: [
    { displayName: 'Schach', dates: [{ weekday: 1, starttime: '15:00', endtime: '16:00' }] },
    { displayName: 'Chor', dates: [{ weekday: 2, starttime: '15:00', endtime: '16:00' }] },
    { displayName: 'Theater', grades: [9], dates: [{ weekday: 3, starttime: '15:00', endtime: '16:00' }] },
  ],
  ...overrides,
});

const create = async (username: DemoUsername, overrides: Partial<CreateCourseOfferBody> = {}) => {
  const answer = await callRoute('createCourseOffer', { token: people[username].token, body: offerBody(overrides) });
  expect(answer.status).toBe(200);
  return answer.body;
};

const subscribeAs = (username: DemoUsername, offer: CourseOffer, optionIndex: number, priority?: number) =>
  callRoute('subscribeCourseOption', {
    token: people[username].token,
    params: { offerId: offer.id, optionId: defined(offer.options[optionIndex], 'option').id },
    body: priority === undefined ? {} : { priority },
  });

const codeOf = (answer: ApiAnswer) => answer.error?.code;

const listOf = async (username: DemoUsername) => {
  const answer = await callRoute('getCourseSubscribeList', { token: people[username].token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('course offers', () => {
  it('a tutor creates an offer with every field; it waits for an admin’s approval', async () => {
    const offer = await create('lehrer.schmidt', { displayName: 'Offen für Zustimmung' });
    expect(offer).toMatchObject({ approved: false, subtitle: 'Zweites Halbjahr', bring: 'Sportzeug', maxOptions: 2, kind: 'courseGroup' });
    expect(offer.options.map((option) => option.groupsize)).toEqual([1, 1, 1]);
    expect((await listOf('schueler.anna')).offers.some((shown) => shown.id === offer.id)).toBe(false);

    const approval = await callRoute('approveCourseOffer', {
      token: people['lehrer.mueller'].token,
      params: { offerId: offer.id },
      body: { approved: true },
    });
    expect(approval.status).toBe(200);
    const shown = defined(
      (await listOf('schueler.anna')).offers.find((item) => item.id === offer.id),
      'approved offer',
    );
    // Theater is for grade 9 only: Anna (7a) does not see it, Ben (9b) does.
    expect(shown.options.map((option) => option.displayName)).toEqual(['Schach', 'Chor']);
    const forBen = defined(
      (await listOf('schueler.ben')).offers.find((item) => item.id === offer.id),
      'offer for Ben',
    );
    expect(forBen.options).toHaveLength(3);
  });

  it('lists a tutor’s own offers; another tutor may not see their registrations', async () => {
    const offer = await create('lehrer.schmidt');
    const own = await callRoute('listCourseOffers', { token: people['lehrer.schmidt'].token });
    expect(own.body.offers.some((item) => item.id === offer.id)).toBe(true);
    const klein = await callRoute('getCourseRegistrations', { token: people['lehrer.klein'].token, params: { offerId: offer.id } });
    expect(klein.status).toBe(404);
    const admin = await callRoute('getCourseRegistrations', { token: people['lehrer.mueller'].token, params: { offerId: offer.id } });
    expect(admin.status).toBe(200);
    const mueller = await create('lehrer.mueller');
    const other = await callRoute('getCourseRegistrations', { token: people['lehrer.schmidt'].token, params: { offerId: mueller.id } });
    expect(other.status).toBe(403);
  });

  it('refuses offers without options, with an end before the start or with a bad date', async () => {
    for (const body of [
      offerBody({ options: [] }),
      offerBody({ end: '2027-06-01' }),
      offerBody({ dates: [{ weekday: 6, starttime: '9:00', endtime: '08:00' }] }),
    ]) {
      const answer = await callRoute('createCourseOffer', { token: people['lehrer.mueller'].token, body });
      expect(answer.status).toBe(400);
      expect(answer.ddbWrites).toBe(0);
    }
  });
});

/** The edit body of a stored offer: every field as it is, options with their ids, the revision read; then the overrides. */
const editBody = (offer: CourseOffer, overrides: Partial<UpdateCourseOfferBody> = {}): UpdateCourseOfferBody => {
  const { kind, displayName, subtitle, start, end, deadline, grades, groupsize, description, registrationDescription, bring } = offer;
  const { includeVacations, color, approved, hideOnRegistration, multipleRegistrationOptions, maxOptions, usePriority, dates } = offer;
  return {
    revision: offer.revision,
    ...{ kind, displayName, subtitle, start, end, deadline, grades, groupsize, description, registrationDescription, bring },
    ...{ includeVacations, color, approved, hideOnRegistration, multipleRegistrationOptions, maxOptions, usePriority, dates },
    options: offer.options.map(({ id, displayName, notice, grades, groupIds, groupsize, dates }) => ({
      id,
      displayName,
      notice,
      grades,
      groupIds,
      groupsize,
      dates,
    })),
    ...overrides,
  };
};
const edit = (username: DemoUsername, offer: CourseOffer, overrides: Partial<UpdateCourseOfferBody> = {}) =>
  callRoute('updateCourseOffer', { token: people[username].token, params: { offerId: offer.id }, body: editBody(offer, overrides) });

const weekEvents = async (username: DemoUsername, from: string) =>
  (await callRoute('getWeekplan', { token: people[username].token, query: { from } })).body.events;

describe('editing an offer', () => {
  it('the owner edits every field before registrations: options added and removed, the course dates follow', async () => {
    const offer = await create('lehrer.schmidt', { displayName: 'Zum Bearbeiten', approved: false });
    const [schach, chor] = offer.options;
    const answer = await edit('lehrer.schmidt', offer, {
      kind: 'course',
      displayName: 'Bearbeitet',
      subtitle: 'Neu',
      grades: [7],
      groupsize: 4,
      description: 'Anders',
      registrationDescription: 'Neu anmelden',
      bring: 'Nichts',
      includeVacations: true,
      color: '#00897b',
      approved: true,
      hideOnRegistration: true,
      multipleRegistrationOptions: false,
      maxOptions: 1,
      usePriority: false,
      options: [
        { id: defined(schach, 'Schach').id, displayName: 'Schach', dates: [{ weekday: 4, starttime: '14:00', endtime: '15:00' }] },
        { id: defined(chor, 'Chor').id, displayName: 'Chor', groupsize: 2 },
        { displayName: 'Kunst', dates: [{ weekday: 0, starttime: '14:00', endtime: '15:00' }] },
      ],
    });
    expect(answer.status).toBe(200);
    const edited = answer.body;
    // A tutor's edit keeps the approval: only an admin approves.
    expect(edited).toMatchObject({ displayName: 'Bearbeitet', kind: 'course', approved: false, hideOnRegistration: true, maxOptions: 1 });
    expect(edited.options.map((option) => [option.id, option.displayName, option.groupsize])).toEqual([
      ['o1', 'Schach', 4],
      ['o2', 'Chor', 2],
      ['o4', 'Kunst', 4],
    ]);
    const events = (await weekEvents('lehrer.schmidt', WEEK)).filter((event) => event.displayName.startsWith('Bearbeitet'));
    expect(events.map((event) => [event.displayName, event.day, event.starttime]).sort()).toEqual([
      ['Bearbeitet: Kunst', '2027-06-07', '14:00'],
      ['Bearbeitet: Schach', '2027-06-11', '14:00'],
    ]);
    expect((await weekEvents('lehrer.schmidt', WEEK)).some((event) => event.displayName.startsWith('Zum Bearbeiten'))).toBe(false);

    const byOther = await edit('lehrer.klein', offer);
    expect(byOther.status).toBe(404);
    const byAdmin = await edit('lehrer.mueller', edited, { approved: true, hideOnRegistration: false });
    expect(byAdmin.body.approved).toBe(true);
  });

  it('with registrations: the mode stays, chosen options stay, places never below those taken; refused edits write nothing', async () => {
    const offer = await create('lehrer.mueller', { groupsize: 3, displayName: 'Mit Anmeldungen' });
    expect((await subscribeAs('schueler.anna', offer, 0)).status).toBe(200);
    expect((await subscribeAs('schueler.ben', offer, 0)).status).toBe(200);
    const refused = async (overrides: Partial<UpdateCourseOfferBody>, code: string) => {
      const answer = await edit('lehrer.mueller', offer, overrides);
      expect(codeOf(answer)).toBe(code);
      expect(answer.ddbWrites).toBe(0);
    };
    // Another tutor of the school may not edit Herr Müller's offer (an admin may: above).
    const bySchmidt = await edit('lehrer.schmidt', offer);
    expect(bySchmidt.status).toBe(403);
    expect(bySchmidt.ddbWrites).toBe(0);
    await refused({ maxOptions: 1 }, 'course-offer-has-registrations');
    await refused({ usePriority: true }, 'course-offer-has-registrations');
    const [first, ...rest] = editBody(offer).options;
    await refused({ options: rest }, 'course-option-has-registrations');
    await refused({ options: [{ ...defined(first, 'first'), groupsize: 1 }, ...rest] }, 'course-groupsize-below-taken');
    await refused({ options: [{ ...defined(first, 'first'), id: 'o9' }, ...rest] }, 'not-found');

    // Places down to those taken and an option without registrations removed: fine; the option is then full.
    const fitted = await edit('lehrer.mueller', offer, {
      deadline: inSeconds(7200),
      options: [{ ...defined(first, 'first'), groupsize: 2 }, defined(rest[0], 'second')],
    });
    expect(fitted.status).toBe(200);
    expect(fitted.body.options.map((option) => [option.id, option.groupsize, option.taken])).toEqual([
      ['o1', 2, 2],
      ['o2', 3, 0],
    ]);
    const params = { offerId: offer.id, optionId: 'o1' };
    expect((await callRoute('unsubscribeCourseOption', { token: people['schueler.anna'].token, params })).status).toBe(200);
    const fitted1 = fitted.body;
    const one = await edit('lehrer.mueller', fitted1, {
      options: editBody(fitted1).options.map((option) => (option.id === 'o1' ? { ...option, groupsize: 1 } : option)),
    });
    expect(one.status).toBe(200);
    expect(codeOf(await subscribeAs('schueler.anna', offer, 0))).toBe('course-option-full');
  });

  it('course dates skip the school holidays unless the offer includes vacations', async () => {
    // Osterferien 2027-03-22 to 2027-04-03: Tuesdays 16 March and 6 April remain.
    const dates = [{ weekday: 1, starttime: '16:00', endtime: '17:00' }];
    const range = { start: '2027-03-15', end: '2027-04-09' };
    const without = await create('lehrer.mueller', {
      ...range,
      displayName: 'Ohne Ferien',
      options: [{ displayName: 'Ohne Ferien', dates }],
    });
    await create('lehrer.mueller', {
      ...range,
      displayName: 'Mit Ferien',
      includeVacations: true,
      options: [{ displayName: 'Mit Ferien', dates }],
    });
    const days = async (name: string) => {
      const weeks = await Promise.all(
        ['2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05'].map((from) => weekEvents('lehrer.mueller', from)),
      );
      return weeks
        .flat()
        .filter((event) => event.displayName === name)
        .map((event) => event.day);
    };
    expect(await days('Ohne Ferien')).toEqual(['2027-03-16', '2027-04-06']);
    expect(await days('Mit Ferien')).toEqual(['2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06']);
    // Editing includeVacations rewrites the dates.
    expect((await edit('lehrer.mueller', without, { includeVacations: true })).status).toBe(200);
    expect(await days('Ohne Ferien')).toEqual(['2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06']);
  });

  it('refuses a save from an older revision without writing; the save made meanwhile stays', async () => {
    const offer = await create('lehrer.schmidt', { displayName: 'Zwei Tabs', approved: false });
    expect(offer.revision).toBe(1);
    // Two tabs opened at revision 1: the first saves, the second's save names revision 1 still.
    const firstTab = await edit('lehrer.schmidt', offer, { subtitle: 'Erster Tab' });
    expect(firstTab.status).toBe(200);
    expect(firstTab.body).toMatchObject({ subtitle: 'Erster Tab', revision: 2 });
    const secondTab = await edit('lehrer.schmidt', offer, { bring: 'Zweiter Tab' });
    expect({ status: secondTab.status, code: secondTab.error?.code, fields: secondTab.error?.fields, writes: secondTab.ddbWrites }).toEqual(
      { status: 409, code: 'conflict', fields: { revision: 'outdated' }, writes: 0 },
    );
    const stored = async () =>
      defined(
        (await callRoute('listCourseOffers', { token: people['lehrer.schmidt'].token })).body.offers.find((item) => item.id === offer.id),
        'the offer',
      );
    expect(await stored()).toMatchObject({ subtitle: 'Erster Tab', bring: 'Sportzeug', revision: 2 });
    // 'Meine Fassung speichern': the second tab's fields, naming the stored revision.
    expect((await edit('lehrer.schmidt', { ...offer, revision: 2 }, { bring: 'Zweiter Tab' })).status).toBe(200);
    expect(await stored()).toMatchObject({ subtitle: 'Zweites Halbjahr', bring: 'Zweiter Tab', revision: 3 });
    // An admin's approval is a save too: a dialog opened before it does not take it back.
    const approval = await callRoute('approveCourseOffer', {
      token: people['lehrer.mueller'].token,
      params: { offerId: offer.id },
      body: { approved: true },
    });
    expect(approval.body).toMatchObject({ approved: true, revision: 4 });
    expect((await edit('lehrer.mueller', { ...offer, revision: 3 }, { approved: false })).error?.fields).toEqual({ revision: 'outdated' });
    expect(await stored()).toMatchObject({ approved: true, revision: 4 });
  });

  it('reads an offer stored before offers counted saves as revision 1, and edits it once from there', async () => {
    useStackDynamoDb();
    const { courseOfferEntity } = await import('../../lambdas/courses/course-offer.entity.js');
    const offer = await create('lehrer.schmidt', { displayName: 'Von früher' });
    await courseOfferEntity.patch({ schoolId: 'lindenhof', schoolYearId: '2026-27', offerId: offer.id }).remove(['revision']).go();
    const { data: item } = await courseOfferEntity.get({ schoolId: 'lindenhof', schoolYearId: '2026-27', offerId: offer.id }).go();
    expect(item?.revision).toBeUndefined();
    const listed = await callRoute('listCourseOffers', { token: people['lehrer.schmidt'].token });
    expect(listed.body.offers.find((shown) => shown.id === offer.id)?.revision).toBe(1);
    const save = (subtitle: string) => edit('lehrer.schmidt', { ...offer, revision: 1 }, { subtitle });
    expect((await save('Erster Tab')).body).toMatchObject({ subtitle: 'Erster Tab', revision: 2 });
    const second = await save('Zweiter Tab');
    expect({ fields: second.error?.fields, writes: second.ddbWrites }).toEqual({ fields: { revision: 'outdated' }, writes: 0 });
  });
});

describe('subscriptions (spec part 2 §5)', () => {
  it('refuses every rule with its code and writes nothing', async () => {
    const offer = await create('lehrer.mueller', { maxOptions: 1, groupsize: 5 });
    const refused = async (call: Promise<ApiAnswer>, code: string) => {
      const answer = await call;
      expect(answer.error?.code).toBe(code);
      expect(answer.ddbWrites).toBe(0);
    };
    await refused(subscribeAs('schueler.anna', offer, 2), 'course-wrong-grade');
    await refused(subscribeAs('schueler.anna', offer, 0, 1), 'course-priority-invalid');
    expect((await subscribeAs('schueler.anna', offer, 0)).status).toBe(200);
    await refused(subscribeAs('schueler.anna', offer, 0), 'course-already-subscribed');
    await refused(subscribeAs('schueler.anna', offer, 1), 'course-max-options');

    const grade10 = await create('lehrer.mueller', { grades: [10] });
    await refused(subscribeAs('schueler.anna', grade10, 0), 'course-wrong-grade');
    const hidden = await create('lehrer.mueller', { hideOnRegistration: true });
    await refused(subscribeAs('schueler.anna', hidden, 0), 'not-found');
    const unapproved = await create('lehrer.schmidt');
    await refused(subscribeAs('schueler.anna', unapproved, 0), 'not-found');
    const closed = await create('lehrer.mueller', { deadline: inSeconds(-60) });
    await refused(subscribeAs('schueler.anna', closed, 0), 'course-closed');
    expect(
      defined(
        (await listOf('schueler.anna')).offers.find((item) => item.id === closed.id),
        'closed offer',
      ).closed,
    ).toBe(true);
  });

  it('priorities: each once, within 1..maxOptions', async () => {
    const offer = await create('lehrer.mueller', { usePriority: true, maxOptions: 2, groupsize: 3 });
    expect((await subscribeAs('schueler.anna', offer, 0, 1)).status).toBe(200);
    expect(codeOf(await subscribeAs('schueler.anna', offer, 1, 1))).toBe('course-priority-taken');
    expect(codeOf(await subscribeAs('schueler.anna', offer, 1, 3))).toBe('course-priority-invalid');
    expect(codeOf(await subscribeAs('schueler.anna', offer, 1))).toBe('course-priority-invalid');
    const second = await subscribeAs('schueler.anna', offer, 1, 2);
    expect(
      (second.body as { subscriptions: { offerId: string }[] }).subscriptions.filter((item) => item.offerId === offer.id),
    ).toHaveLength(2);
    // Unsubscribing frees the priority.
    const params = { offerId: offer.id, optionId: defined(offer.options[0], 'option').id };
    expect((await callRoute('unsubscribeCourseOption', { token: people['schueler.anna'].token, params })).status).toBe(200);
    expect((await subscribeAs('schueler.anna', offer, 0, 1)).status).toBe(200);
  });

  it('a guardian subscribes for the linked child only', async () => {
    const offer = await create('lehrer.mueller', { groupsize: 5 });
    const forAnna = await callRoute('subscribeCourseOption', {
      token: people['eltern.weber'].token,
      actingStudent: people['schueler.anna'].uid,
      params: { offerId: offer.id, optionId: 'o1' },
      body: {},
    });
    expect(forAnna.status).toBe(200);
    const forLena = await callRoute('subscribeCourseOption', {
      token: people['eltern.weber'].token,
      actingStudent: people['schueler.lena'].uid,
      params: { offerId: offer.id, optionId: 'o2' },
      body: {},
    });
    expect(forLena.status).toBe(403);
    expect(forLena.ddbWrites).toBe(0);
  });

  it('never exceeds the places when students subscribe at the same time', async () => {
    const offers = await Promise.all([1, 2, 3, 4].map(() => create('lehrer.mueller', { groupsize: 1 })));
    const answers = await Promise.all(
      offers.flatMap((offer) => [subscribeAs('schueler.anna', offer, 0), subscribeAs('schueler.ben', offer, 0)]),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status !== 200).map(codeOf)).toEqual(Array(4).fill('course-option-full'));
    for (const offer of offers) {
      const view = (await callRoute('getCourseRegistrations', { token: people['lehrer.mueller'].token, params: { offerId: offer.id } }))
        .body;
      expect(view.registrations).toHaveLength(1);
      expect(defined(view.offer.options[0], 'option').taken).toBe(1);
    }
  });

  it('one student cannot take one priority twice, however fast she clicks', async () => {
    const offer = await create('lehrer.mueller', { usePriority: true, maxOptions: 2, groupsize: 3 });
    const answers = await Promise.all([
      subscribeAs('schueler.ben', offer, 0, 1),
      subscribeAs('schueler.ben', offer, 1, 1),
      subscribeAs('schueler.ben', offer, 2, 1),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('without priorities the place and the course come at subscription: Meine Kurse and the weekplan show it', async () => {
    const offer = await create('lehrer.mueller', { groupsize: 5, displayName: 'Sofortkurse' });
    expect((await subscribeAs('schueler.ben', offer, 1)).status).toBe(200);
    const mine = (await callRoute('getMyCourses', { token: people['schueler.ben'].token })).body;
    expect(mine.courses.map((course) => course.displayName)).toEqual(expect.arrayContaining(['AG Robotik', 'Sofortkurse: Chor']));
    const chor = defined(
      mine.courses.find((course) => course.displayName === 'Sofortkurse: Chor'),
      'Chor',
    );
    expect(chor.dates).toEqual([{ weekday: 2, starttime: '15:00', endtime: '16:00' }]);
    expect(chor).toMatchObject({ tutors: [{ name: 'Herr Müller' }], period: { start: WEEK, end: '2027-06-11' }, bring: 'Sportzeug' });
    // The timetable's course: its leader is staff without an account, named as the timetable names them.
    expect(mine.courses.find((course) => course.displayName === 'AG Robotik')).toMatchObject({
      tutors: [{ name: 'Herr Lorenz' }],
      bring: '',
    });
    expect(mine.waiting.map((entry) => entry.offerId)).not.toContain(offer.id);
    const week = (await callRoute('getWeekplan', { token: people['schueler.ben'].token, query: { from: WEEK } })).body;
    expect(week.events.some((event) => event.displayName === 'Sofortkurse: Chor' && event.day === '2027-06-09')).toBe(true);
  });
});

describe('allocation', () => {
  it('is refused before the deadline, runs after it, is the same when run again, and confirmed writes the memberships', async () => {
    const offer = await create('lehrer.mueller', {
      usePriority: true,
      maxOptions: 2,
      groupsize: 1,
      deadline: inSeconds(4),
      displayName: 'Losverfahren',
    });
    expect((await subscribeAs('schueler.anna', offer, 0, 1)).status).toBe(200);
    expect((await subscribeAs('schueler.anna', offer, 1, 2)).status).toBe(200);
    expect((await subscribeAs('schueler.ben', offer, 0, 1)).status).toBe(200);
    expect((await subscribeAs('schueler.ben', offer, 2, 2)).status).toBe(200);
    // Until the allocation is confirmed, Meine Kurse lists the registrations as waiting.
    const waiting = (await callRoute('getMyCourses', { token: people['schueler.anna'].token })).body;
    expect(waiting.waiting.filter((entry) => entry.offerId === offer.id).map((entry) => [entry.displayName, entry.priority])).toEqual([
      ['Losverfahren: Chor', 2],
      ['Losverfahren: Schach', 1],
    ]);
    expect(waiting.courses.map((course) => course.displayName)).not.toContain('Losverfahren: Schach');
    const early = await callRoute('runCourseAllocation', { token: people['lehrer.mueller'].token, params: { offerId: offer.id } });
    expect(codeOf(early)).toBe('course-allocation-early');
    const unconfirmed = await callRoute('confirmCourseAllocation', {
      token: people['lehrer.mueller'].token,
      params: { offerId: offer.id },
    });
    expect(codeOf(unconfirmed)).toBe('course-allocation-missing');
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(codeOf(await subscribeAs('schueler.anna', offer, 2, 2))).toBe('course-closed');

    const run = async () =>
      (await callRoute('runCourseAllocation', { token: people['lehrer.mueller'].token, params: { offerId: offer.id } })).body;
    const first = await run();
    const again = await run();
    expect(again.allocation).toEqual(first.allocation);
    const entries = defined(first.allocation, 'allocation').entries;
    // Schach has one place: one of them gets it, the other their second choice (which has a place).
    expect(entries.map((entry) => entry.optionId).sort()).toEqual(
      entries.some((entry) => entry.displayName.startsWith('Anna') && entry.optionId === 'o1') ? ['o1', 'o3'] : ['o1', 'o2'],
    );
    const confirmed = await callRoute('confirmCourseAllocation', { token: people['lehrer.mueller'].token, params: { offerId: offer.id } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.offer.allocationState).toBe('confirmed');
    const twice = await callRoute('confirmCourseAllocation', { token: people['lehrer.mueller'].token, params: { offerId: offer.id } });
    expect(codeOf(twice)).toBe('course-allocation-confirmed');
    // After the allocation only description, dates and look change.
    const stored = confirmed.body.offer;
    expect(codeOf(await edit('lehrer.mueller', stored, { deadline: inSeconds(3600) }))).toBe('course-offer-allocated');
    expect((await edit('lehrer.mueller', stored, { description: 'Viel Spaß' })).status).toBe(200);

    const annaGot = defined(
      entries.find((entry) => entry.displayName.startsWith('Anna')),
      'Anna',
    );
    const mine = (await callRoute('getMyCourses', { token: people['schueler.anna'].token })).body;
    const name = `Losverfahren: ${annaGot.optionId === 'o1' ? 'Schach' : 'Chor'}`;
    expect(mine.courses.map((course) => course.displayName)).toContain(name);
    expect(mine.waiting.filter((entry) => entry.offerId === offer.id)).toEqual([]);
    const week = (await callRoute('getWeekplan', { token: people['schueler.anna'].token, query: { from: WEEK } })).body;
    expect(week.events.some((event) => event.displayName === name)).toBe(true);
  });
});

describe('Meine Kurse: a timetable course whose leader the school knows by short name only', () => {
  const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
  const services = async () => {
    useStackDynamoDb();
    return {
      ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
      ...(await import('../../lambdas/timetable/class-groups.service.js')),
      ...(await import('../../lambdas/timetable/group-member.entity.js')),
    };
  };

  it('names that leader by short name, flagged as such, not by an empty or made-up name', async () => {
    const { saveLessonDates, putCourseGroups, groupMemberEntity } = await services();
    const groupId = 'ag-schach-ohne-namen';
    await putCourseGroups(SCHOOL.schoolId, SCHOOL.schoolYearId, [{ groupId, displayName: 'AG Schach', tutorUid: 'lindenhof-staff-xyz' }]);
    await groupMemberEntity.put({ ...SCHOOL, groupId, studentUid: people['schueler.ben'].uid }).go();
    await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [
      {
        lessonDateId: `${groupId}-1`,
        kind: 'courseDate',
        day: addDays(mondayOf(berlinToday()), 7),
        starttime: '14:00',
        endtime: '15:00',
        displayName: 'AG Schach',
        tutors: [{ uid: 'lindenhof-staff-xyz', short: 'XYZ' }],
        groups: [{ groupId, displayName: 'AG Schach' }],
        course: { courseId: groupId, displayName: 'AG Schach' },
      },
    ]);
    const mine = (await callRoute('getMyCourses', { token: people['schueler.ben'].token })).body;
    expect(mine.courses.find((course) => course.displayName === 'AG Schach')).toMatchObject({
      tutors: [{ short: 'XYZ' }],
      dates: [{ weekday: 0, starttime: '14:00', endtime: '15:00' }],
    });
  });
});
