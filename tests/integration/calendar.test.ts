import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCalendar, CalendarBody, CalendarPage, MeetingBody } from '../../shared/schemas/calendar.schema.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { demoFreeWeeksFrom } from '../fixtures/demo-school-calendar.js';
import { objectContaining } from '../fixtures/matchers.js';
import { removeMeetingsNamed } from '../fixtures/meeting-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Calendar 'Termine' against the local stack: saving meetings expands their dates into the dated
 * events the weekplan reads, visibility per role, author-only edits, the spec's rules on the
 * server, and edits that never show half a change. Every meeting this file makes it deletes again,
 * also after a failed test. The admins' calendar edits name the revision they started from.
 */
let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});
afterEach(async () => {
  await removeMeetingsNamed([people['lehrer.schmidt'].token, people['lehrer.mueller'].token], [MARK]);
});

const nextMonday = demoFreeWeeksFrom(6);
const MARK = 'Integrationstest Termin';

const meetingBody = (overrides: Partial<MeetingBody> = {}): MeetingBody => ({
  name: MARK,
  description: 'Bitte **pünktlich** sein. <script>alert(1)</script>',
  calendarIds: ['schulkalender'],
  roomIds: ['a101'],
  tutorUids: [],
  tutorGroupIds: [],
  start: addDays(nextMonday, 1),
  end: addDays(nextMonday, 1 + 7 * 5),
  starttime: '15:00',
  endtime: '16:30',
  // Dates relative to today may fall into the holidays; their skipping has its own test.
  includeVacations: true,
  onBoard: false,
  repeat: 'weekly',
  ...overrides,
});

const create = (username: DemoUsername, body: MeetingBody) => callRoute('createMeeting', { token: people[username].token, body });
/** An edit from the revision the author loaded (a save's answer names it). */
const update = (username: DemoUsername, meetingId: string, body: MeetingBody, revision: string) =>
  callRoute('updateMeeting', { token: people[username].token, params: { meetingId }, body: { ...body, revision } });
const remove = (username: DemoUsername, meetingId: string) =>
  callRoute('deleteMeeting', { token: people[username].token, params: { meetingId } });

const page = async (username: DemoUsername, actingStudent?: string): Promise<CalendarPage> => {
  const answer = await callRoute('getCalendarPage', { token: people[username].token, actingStudent });
  expect(answer.status).toBe(200);
  return answer.body;
};
const weekOf = async (username: DemoUsername, from: string) => {
  const answer = await callRoute('getWeekplan', { token: people[username].token, query: { from } });
  expect(answer.status).toBe(200);
  return answer.body.events.filter((event) => event.displayName === MARK);
};

describe('calendar meetings', () => {
  it('expands a weekly meeting into dates that its calendar sees in the weekplan; only the author changes it', async () => {
    const saved = await create('lehrer.schmidt', meetingBody());
    expect(saved.status).toBe(200);
    const result = saved.body;
    expect(result.meetingDates.map((date) => date.day)).toEqual([0, 1, 2, 3, 4, 5].map((week) => addDays(nextMonday, 1 + 7 * week)));
    expect(result.meetingDatesToAdd).toHaveLength(6);
    expect(result.meetingDatesToRemove).toEqual([]);

    // A student of the Schulkalender (7a), a guardian for her, and every tutor see it; not another school.
    const anna = (await page('schueler.anna')).meetings.find((meeting) => meeting.id === result.meetingId);
    expect(anna).toMatchObject({ name: MARK, canEdit: false, rooms: [{ id: 'a101', name: 'A 101' }], starttime: '15:00' });
    expect((await page('eltern.weber')).meetings.some((meeting) => meeting.id === result.meetingId)).toBe(true);
    expect((await page('lehrer.schmidt')).meetings.find((meeting) => meeting.id === result.meetingId)?.canEdit).toBe(true);
    expect((await page('lehrer.mueller')).meetings.find((meeting) => meeting.id === result.meetingId)?.canEdit).toBe(false);
    expect((await page('lehrer.klein')).meetings.some((meeting) => meeting.id === result.meetingId)).toBe(false);

    expect(await weekOf('schueler.anna', nextMonday)).toEqual([
      expect.objectContaining({ collection: 'meetingDates', day: addDays(nextMonday, 1), starttime: '15:00', endtime: '16:30' }),
    ]);
    expect(await weekOf('lehrer.mueller', nextMonday)).toHaveLength(1);
    expect(await weekOf('schueler.lena', nextMonday)).toEqual([]);

    // Another tutor may neither edit nor delete it; another school does not find it.
    expect((await update('lehrer.mueller', result.meetingId, meetingBody(), result.revision)).status).toBe(403);
    expect((await remove('lehrer.mueller', result.meetingId)).status).toBe(403);
    expect((await update('lehrer.klein', result.meetingId, meetingBody(), result.revision)).status).toBe(404);

    // The edit moves the time and ends two weeks earlier: two dates removed, four updated, none twice.
    const edited = await update(
      'lehrer.schmidt',
      result.meetingId,
      meetingBody({ starttime: '16:00', endtime: '17:00', end: addDays(nextMonday, 1 + 7 * 3) }),
      result.revision,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      meetingDatesToAdd: [],
      meetingDatesToRemove: [addDays(nextMonday, 29), addDays(nextMonday, 36)],
      meetingDatesToUpdate: [0, 1, 2, 3].map((week) => addDays(nextMonday, 1 + 7 * week)),
    });
    expect(await weekOf('schueler.anna', nextMonday)).toEqual([expect.objectContaining({ starttime: '16:00', endtime: '17:00' })]);
    expect(await weekOf('schueler.anna', addDays(nextMonday, 28))).toEqual([]);

    const deleted = await remove('lehrer.schmidt', result.meetingId);
    expect(deleted.body).toEqual({ meetingId: result.meetingId, meetingDatesRemoved: 4 });
    expect(await weekOf('schueler.anna', nextMonday)).toEqual([]);
    expect((await page('schueler.anna')).meetings.some((meeting) => meeting.id === result.meetingId)).toBe(false);
  });

  it('refuses an edit started from an older revision with 409, keeping the dates of the save made meanwhile', async () => {
    const saved = await create('lehrer.schmidt', meetingBody({ repeat: 'never', end: '' }));
    const { meetingId, revision } = saved.body;
    const fromLoaded = (overrides: Partial<MeetingBody>) =>
      update('lehrer.schmidt', meetingId, meetingBody({ repeat: 'never', end: '', ...overrides }), revision);

    const firstTab = await fromLoaded({ starttime: '16:00', endtime: '17:00' });
    expect(firstTab.status).toBe(200);
    expect(firstTab.body.revision).not.toBe(revision);
    const secondTab = await fromLoaded({ name: `${MARK} zweiter Tab` });
    expect(secondTab.status).toBe(409);
    expect(secondTab.error).toEqual({ code: 'conflict', fields: { revision: 'outdated' } });
    expect(secondTab.ddbWrites).toBe(0);
    expect((await page('lehrer.schmidt')).meetings.find((meeting) => meeting.id === meetingId)).toMatchObject({
      name: MARK,
      starttime: '16:00',
      revision: firstTab.body.revision,
    });
    expect(await weekOf('schueler.anna', nextMonday)).toEqual([expect.objectContaining({ starttime: '16:00' })]);

    const racers = await Promise.all(
      ['08:00', '09:00', '10:00'].map((starttime) =>
        update('lehrer.schmidt', meetingId, meetingBody({ repeat: 'never', end: '', starttime, endtime: '11:00' }), firstTab.body.revision),
      ),
    );
    expect(racers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const winner = defined(
      racers.find((answer) => answer.status === 200),
      'the winning edit',
    );
    expect(await weekOf('schueler.anna', nextMonday)).toEqual([
      expect.objectContaining({ starttime: winner.body.meetingDates[0]?.starttime }),
    ]);
    await remove('lehrer.schmidt', meetingId);
  });

  it('never shows the copies of a save that did not switch the meeting to them', async () => {
    const { meetingId } = (await create('lehrer.schmidt', meetingBody({ repeat: 'never', end: '' }))).body;
    useStackDynamoDb();
    const { putMeetingDateCopies } = await import('../../lambdas/timetable/lesson-date-write.service.js');
    // What a save that failed after writing its new copies leaves behind: another revision, another time.
    await putMeetingDateCopies('lindenhof', '2026-27', [
      {
        audience: 'calendars',
        calendarIds: ['schulkalender'],
        lessonDateId: `${meetingId}.unfinished.${addDays(nextMonday, 1)}`,
        day: addDays(nextMonday, 1),
        starttime: '08:00',
        endtime: '09:00',
        displayName: MARK,
        meetingId,
        meetingRevision: 'unfinished',
      },
    ]);
    expect(await weekOf('schueler.anna', nextMonday)).toEqual([expect.objectContaining({ starttime: '15:00' })]);
    await remove('lehrer.schmidt', meetingId);
    expect(await weekOf('schueler.anna', nextMonday)).toEqual([]);
  });

  it('shows meetings by calendar, own membership and tutor group', async () => {
    const lindenhofTutors = (await page('lehrer.mueller')).meetings.map((meeting) => meeting.name);
    expect(lindenhofTutors).toEqual(expect.arrayContaining(['Elternsprechtag', 'AG Schulgarten', 'Fachkonferenz Naturwissenschaften']));
    const anna = (await page('schueler.anna')).meetings.map((meeting) => meeting.name);
    expect(anna).toEqual(expect.arrayContaining(['Elternsprechtag', 'Infoabend Klassenfahrt']));
    expect(anna).not.toContain('Fachkonferenz Naturwissenschaften');
    const ben = (await page('schueler.ben')).meetings.map((meeting) => meeting.name);
    expect(ben).toContain('Elternsprechtag');
    expect(ben).not.toContain('Infoabend Klassenfahrt');
    expect((await page('lehrer.klein')).meetings.map((meeting) => meeting.name)).toEqual(['Schulfest']);

    // A calendar no tutor shares: only its students see it, but a tutor named in a meeting does.
    const calendar = await callRoute('createCalendar', {
      token: people['lehrer.mueller'].token,
      body: { name: 'Nur 9b', color: '#ff9800', groupIds: ['9b'], allTutors: false },
    });
    expect(calendar.status).toBe(200);
    const calendarId = calendar.body.id;
    const made = await create('lehrer.mueller', meetingBody({ calendarIds: [calendarId], tutorUids: [people['lehrer.schmidt'].uid] }));
    expect(made.status).toBe(200);
    const { meetingId } = made.body;
    expect((await page('lehrer.schmidt')).meetings.some((meeting) => meeting.id === meetingId)).toBe(true);
    expect(await weekOf('lehrer.schmidt', nextMonday)).toHaveLength(1);
    expect((await page('schueler.ben')).meetings.some((meeting) => meeting.id === meetingId)).toBe(true);
    expect((await page('schueler.anna')).meetings.some((meeting) => meeting.id === meetingId)).toBe(false);
    // ... and a tutor (no admin) may not put meetings into it.
    const refused = await create('lehrer.schmidt', meetingBody({ calendarIds: [calendarId] }));
    expect(refused).toMatchObject({ status: 400, ddbWrites: 0, body: { error: { fields: { 'body.calendarIds': 'not_usable' } } } });
    await remove('lehrer.mueller', meetingId);
  });

  it('skips holidays unless vacations are included and caps repeats at the school year', async () => {
    const christmas = meetingBody({ start: '2026-12-16', end: '2027-01-13', repeat: 'weekly', includeVacations: false });
    const skipped = (await create('lehrer.schmidt', christmas)).body;
    expect(skipped.meetingDates.map((date) => date.day)).toEqual(['2026-12-16', '2027-01-13']);
    const kept = (await create('lehrer.schmidt', { ...christmas, includeVacations: true })).body;
    expect(kept.meetingDates.map((date) => date.day)).toEqual(['2026-12-16', '2026-12-23', '2026-12-30', '2027-01-06', '2027-01-13']);
    const forYears = (await create('lehrer.schmidt', meetingBody({ start: '2027-07-01', end: '2031-07-31', repeat: 'daily' }))).body;
    expect(forYears.meetingDates.at(-1)?.day).toBe('2027-07-30');
    for (const { meetingId } of [skipped, kept, forYears]) expect((await remove('lehrer.schmidt', meetingId)).status).toBe(200);
  });

  it('refuses every rule of the dialog on the server, writing nothing', async () => {
    const cases: [Partial<MeetingBody>, Record<string, string>][] = [
      [{ calendarIds: [] }, { 'body.calendarIds': 'required' }],
      [{ name: '  ' }, { 'body.name': 'required' }],
      [{ start: '' }, { 'body.start': 'required' }],
      [{ end: '' }, { 'body.end': 'required' }],
      [{ end: addDays(nextMonday, -7) }, { 'body.start': 'after-end', 'body.end': 'before-start' }],
      [{ starttime: '' }, { 'body.starttime': 'required' }],
      [{ endtime: '' }, { 'body.endtime': 'required' }],
      [
        { starttime: '17:00', endtime: '16:00' },
        { 'body.starttime': 'after-endtime', 'body.endtime': 'before-starttime' },
      ],
      [{ starttime: '21:00', endtime: '23:00' }, { 'body.starttime': 'picker_time' }],
      [{ starttime: '15:03' }, { 'body.starttime': 'picker_time' }],
      [{ roomIds: ['no-such-room'] }, { 'body.roomIds': 'unknown' }],
      [{ tutorUids: [people['schueler.anna'].uid] }, { 'body.tutorUids': 'unknown' }],
      [{ tutorGroupIds: ['6c'] }, { 'body.tutorGroupIds': 'unknown' }],
      [{ start: '2027-08-02', repeat: 'never', end: '' }, { 'body.start': 'outside_school_year' }],
    ];
    for (const [change, fields] of cases) {
      const answer = await create('lehrer.schmidt', meetingBody(change));
      expect({ change, status: answer.status, writes: answer.ddbWrites, fields: answer.error?.fields }).toEqual({
        change,
        status: 400,
        writes: 0,
        fields: objectContaining(fields),
      });
    }
    // Another school's calendar id is not a calendar of the caller's school.
    const birkenweg = await create('lehrer.klein', meetingBody({ calendarIds: ['klasse-7a'], roomIds: [] }));
    expect(birkenweg).toMatchObject({ status: 400, ddbWrites: 0, body: { error: { fields: { 'body.calendarIds': 'not_usable' } } } });
    // Students and guardians make no meetings.
    expect((await create('schueler.anna', meetingBody())).status).toBe(403);
  });

  it('keeps the description as the author wrote it (the page renders it sanitised)', async () => {
    const made = (await create('lehrer.schmidt', meetingBody({ repeat: 'never', end: '' }))).body;
    const shown = defined(
      (await page('schueler.anna')).meetings.find((meeting) => meeting.id === made.meetingId),
      'the meeting',
    );
    expect(shown.description).toBe('Bitte **pünktlich** sein. <script>alert(1)</script>');
    await remove('lehrer.schmidt', made.meetingId);
  });
});

describe('calendars (admins)', () => {
  /** A calendar nobody but the admins sees, so the file's other reads stay as they were. */
  const calendarBody = (name: string): CalendarBody => ({ name, color: '#ff9800', groupIds: [], allTutors: false });
  const admin = () => people['lehrer.mueller'].token;
  const storedCalendar = async (calendarId: string) =>
    (await callRoute('listCalendars', { token: admin() })).body.calendars.find((calendar: AdminCalendar) => calendar.id === calendarId);
  const edit = (calendarId: string, revision: number, body: CalendarBody) =>
    callRoute('updateCalendar', { token: admin(), params: { calendarId }, body: { ...body, revision } });

  it('refuses an edit of a calendar started from an older revision with 409, keeping the save made meanwhile', async () => {
    const created = await callRoute('createCalendar', { token: admin(), body: calendarBody('Integrationstest zwei Tabs') });
    expect(created.body.revision).toBe(1);
    const calendarId = created.body.id;
    // Two tabs opened at revision 1: the first renames the calendar, the second's save names revision 1 still.
    const firstTab = await edit(calendarId, 1, calendarBody('Integrationstest erster Tab'));
    expect(firstTab.status).toBe(200);
    expect(firstTab.body.revision).toBe(2);
    const secondTab = await edit(calendarId, 1, { ...calendarBody('Integrationstest zwei Tabs'), color: '#1e88e5' });
    expect(secondTab.status).toBe(409);
    expect(secondTab.error).toEqual({ code: 'conflict', fields: { revision: 'outdated' } });
    expect(secondTab.ddbWrites).toBe(0);
    expect(await storedCalendar(calendarId)).toMatchObject({ name: 'Integrationstest erster Tab', color: '#ff9800', revision: 2 });
    // 'Meine Fassung speichern': the save names the stored revision.
    const mine = await edit(calendarId, 2, { ...calendarBody('Integrationstest erster Tab'), color: '#1e88e5' });
    expect(mine.body).toMatchObject({ color: '#1e88e5', revision: 3 });
    expect((await edit(calendarId, 9, calendarBody('Integrationstest unbekannt'))).error?.fields).toEqual({ revision: 'outdated' });
    expect((await edit('unknown-calendar', 1, calendarBody('Integrationstest unbekannt'))).status).toBe(404);
  });

  it('reads a calendar stored before calendars counted saves as revision 1, and edits it once from there', async () => {
    useStackDynamoDb();
    const { calendarEntity } = await import('../../lambdas/calendar/calendar.entity.js');
    const calendarId = (await callRoute('createCalendar', { token: admin(), body: calendarBody('Integrationstest Altbestand') })).body.id;
    await calendarEntity.patch({ schoolId: 'lindenhof', book: 'calendars', calendarId }).remove(['revision']).go();
    expect((await storedCalendar(calendarId))?.revision).toBe(1);
    expect((await edit(calendarId, 1, calendarBody('Integrationstest erster Tab'))).body).toMatchObject({ revision: 2 });
    expect((await edit(calendarId, 1, calendarBody('Integrationstest zweiter Tab'))).error?.fields).toEqual({ revision: 'outdated' });
    expect(await storedCalendar(calendarId)).toMatchObject({ name: 'Integrationstest erster Tab', revision: 2 });
  });
});
