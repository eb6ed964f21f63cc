import { beforeAll, describe, expect, it } from 'vitest';
import { seedMonday } from '../../scripts/seed/seed-day.js';
import type { PrepareSchoolYearBody } from '../../shared/schemas/school-year.schema.js';
import type { Weekplan } from '../../shared/schemas/timetable.schema.js';
import { berlinToday, schoolDayOnOrAfter } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { csvFile } from '../fixtures/import-csv.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import { uploadImport, waitForImport } from '../fixtures/user-import.js';

/**
 * 'Schuljahr' against the local stack: the admin prepares 2027/28 (bad dates and holidays refused),
 * switches it active (of two switches at once one wins), the old year's classes stay readable with
 * their class register counts but nothing of them is current or writable, Anna moves up by the new
 * year's import and Ben, in no class of 2027/28, is flagged as leaver and marked for deletion. The switch changes the demo
 * school for every later file: the table is restored after this one.
 */
restoreTableAfterFile();

const OLD = '2026-27';
/** 2027/28 as a form with nothing prepared names it (revision 1). */
const NEXT: PrepareSchoolYearBody = {
  revision: 1,
  start: '2027-08-01',
  end: '2028-07-31',
  holidays: [{ name: 'Herbstferien', from: '2027-10-11', to: '2027-10-23' }],
};

let people: DemoPeople;
/** lehrer.mueller: admin, and class teacher of 7a in 2026/27. */
let admin: string;
let tutor: string;
const prepare = (body: unknown) => callRoute('prepareSchoolYear', { token: admin, body });
const preparedYear = async () =>
  (await callRoute('listSchoolYears', { token: admin })).body.years.find((year) => year.state === 'prepared');
const oldYear = { schoolYearId: OLD };
/** A sick note eltern.weber reports for Anna in 2026/27, before the switch. */
const OLD_SICK_NOTE = 'school-year-sick-note';
const sickDay = schoolDayOnOrAfter(berlinToday());

beforeAll(async () => {
  people = await signInDemoPeople();
  admin = people['lehrer.mueller'].token;
  tutor = people['lehrer.mueller'].token;
});

describe('school year', () => {
  let studentsOf7aBefore: unknown;
  let weekOf7aBefore: Weekplan | undefined;

  it('lists the active year with its holidays', async () => {
    const answer = await callRoute('listSchoolYears', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.years).toEqual([
      expect.objectContaining({ id: OLD, name: '2026/27', state: 'active', start: '2026-08-01', revision: 1 }),
    ]);
    expect(answer.body.years[0]?.holidays.length).toBeGreaterThan(0);
  });

  it('refuses a year without dates, ending before it starts, overlapping, or with holidays outside it', async () => {
    const refused = async (body: unknown) => {
      const answer = await prepare(body);
      return { status: answer.status, code: answer.error?.code };
    };
    expect(await refused({ holidays: [] })).toEqual({ status: 400, code: 'validation-failed' });
    expect(await refused({ ...NEXT, end: '2027-07-31' })).toEqual({ status: 400, code: 'school-year-end-before-start' });
    expect(await refused({ ...NEXT, start: '2027-07-15' })).toEqual({ status: 409, code: 'school-year-overlap' });
    const late = { name: 'Sommerferien', from: '2028-07-20', to: '2028-08-31' };
    expect(await refused({ ...NEXT, holidays: [late] })).toEqual({ status: 400, code: 'school-year-holiday-outside' });
    expect((await callRoute('listSchoolYears', { token: admin })).body.years).toHaveLength(1);
  });

  it('prepares the next year, which no one sees yet and which alone can be switched to', async () => {
    const answer = await prepare(NEXT);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: '2027-28',
      revision: 2,
      name: '2027/28',
      start: NEXT.start,
      end: NEXT.end,
      state: 'prepared',
      holidays: NEXT.holidays,
    });
    // Other dates of the same prepared year replace it.
    const moved = await prepare({ ...NEXT, revision: 2, start: '2027-08-02' });
    expect([moved.body.id, moved.body.revision]).toEqual(['2027-28', 3]);
    expect((await callRoute('listSchoolYears', { token: admin })).body.years.map((year) => [year.id, year.state])).toEqual([
      ['2027-28', 'prepared'],
      [OLD, 'active'],
    ]);

    const groups = await callRoute('listMyGroups', { token: tutor });
    expect(groups.body.years).toEqual([{ id: OLD, name: '2026/27', active: true }]);
    expect((await callRoute('listMyGroups', { token: tutor, query: { schoolYearId: '2027-28' } })).status).toBe(404);
    for (const schoolYearId of [OLD, 'unknown-year']) {
      const answer = await callRoute('activateSchoolYear', { token: admin, params: { schoolYearId } });
      expect([answer.status, answer.error?.code]).toEqual([409, 'school-year-not-prepared']);
    }
    const sickNote = await callRoute('reportSickness', {
      token: people['eltern.weber'].token,
      actingStudent: people['schueler.anna'].uid,
      body: { sickNoteId: OLD_SICK_NOTE, start: sickDay, end: sickDay },
    });
    expect(sickNote.status).toBe(200);
    studentsOf7aBefore = (await callRoute('listGroupStudents', { token: tutor, params: { groupId: '7a' } })).body;
    weekOf7aBefore = (await callRoute('getGroupWeekplan', { token: tutor, params: { groupId: '7a' }, query: { from: seedMonday() } })).body;
  });

  it('refuses the second of two saves from one revision without writing, and keeps the first', async () => {
    const before = await preparedYear();
    const revision = before?.revision ?? 0;
    const christmas = { name: 'Weihnachtsferien', from: '2027-12-23', to: '2028-01-07' };
    const firstTab = await prepare({ ...NEXT, revision, start: before?.start, holidays: [...NEXT.holidays, christmas] });
    expect([firstTab.status, firstTab.body.revision]).toEqual([200, revision + 1]);
    for (const secondTab of [
      { ...NEXT, revision },
      { ...NEXT, revision: 1, start: '2027-08-03' },
    ]) {
      const refused = await prepare(secondTab);
      expect({ status: refused.status, code: refused.error?.code, fields: refused.error?.fields, writes: refused.ddbWrites }).toEqual({
        status: 409,
        code: 'conflict',
        fields: { revision: 'outdated' },
        writes: 0,
      });
    }
    expect(await preparedYear()).toEqual(firstTab.body);
  });

  it('counts a year stored without a revision at 1, and the timetable import of its holidays as a save', async () => {
    useStackDynamoDb();
    const { schoolYearEntity } = await import('../../lambdas/schools/school-year.entity.js');
    const { storeImportedHolidays } = await import('../../lambdas/schools/school-year-holidays.service.js');
    const stored = { schoolId: 'lindenhof', schoolYearId: '2027-28', name: '2027/28', start: NEXT.start, end: NEXT.end };
    await schoolYearEntity.put({ ...stored, state: 'prepared', holidays: NEXT.holidays }).go();
    expect((await preparedYear())?.revision).toBe(1);
    const once = await prepare({ ...NEXT, revision: 1 });
    expect([once.status, once.body.revision]).toEqual([200, 2]);

    const easter = { name: 'Osterferien', from: '2028-04-10', to: '2028-04-22' };
    await storeImportedHolidays('lindenhof', '2027-28', 'untis', [easter]);
    expect(await preparedYear()).toMatchObject({ revision: 3, holidays: [...NEXT.holidays, { ...easter, source: 'untis' }] });
    const opened = await prepare({ ...NEXT, revision: 2 });
    expect([opened.status, opened.error?.fields]).toEqual([409, { revision: 'outdated' }]);
  });

  it('switches once when two admins switch at the same time', async () => {
    const answers = await Promise.all(
      [0, 1].map(() => callRoute('activateSchoolYear', { token: admin, params: { schoolYearId: '2027-28' } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    expect(['school-year-switched', 'school-year-not-prepared']).toContain(lost?.error?.code);
    expect((await callRoute('listSchoolYears', { token: admin })).body.years.map((year) => [year.id, year.state])).toEqual([
      ['2027-28', 'active'],
      [OLD, 'past'],
    ]);
  });

  it('keeps the old year readable but neither current nor writable', async () => {
    const current = await callRoute('listMyGroups', { token: tutor });
    expect(current.body).toEqual({
      groups: [],
      schoolYearId: '2027-28',
      years: [
        { id: '2027-28', name: '2027/28', active: true },
        { id: OLD, name: '2026/27', active: false },
      ],
    });
    const week = await callRoute('getWeekplan', { token: people['schueler.anna'].token });
    expect(week.status).toBe(200);
    expect(week.body.events).toEqual([]);

    const old = await callRoute('listMyGroups', { token: tutor, query: oldYear });
    expect(old.body.groups.map((group) => group.id)).toContain('7a');
    const students = await callRoute('listGroupStudents', { token: tutor, params: { groupId: '7a' }, query: oldYear });
    expect(students.body).toEqual(studentsOf7aBefore);
    const oldWeek = await callRoute('getGroupWeekplan', {
      token: tutor,
      params: { groupId: '7a' },
      query: { from: seedMonday(), ...oldYear },
    });
    expect(oldWeek.body).toEqual(weekOf7aBefore);

    // Writes never name a year: they reach the active one only; a class or lesson of 2026/27 is frozen.
    const frozen = (answer: { status: number; error?: { code: string }; ddbWrites: number }) => [
      answer.status,
      answer.error?.code,
      answer.ddbWrites,
    ];
    const absence = await callRoute('createGroupAbsence', {
      token: tutor,
      params: { groupId: '7a' },
      body: {
        absenceId: 'school-year-absence',
        studentUid: people['schueler.anna'].uid,
        start: berlinToday(),
        end: berlinToday(),
        holeDay: true,
        reason: 3,
      },
    });
    expect(frozen(absence)).toEqual([409, 'school-year-frozen', 0]);
    const send = await callRoute('sendNotification', {
      token: tutor,
      body: {
        type: 'info',
        receivers: { tutors: false, students: true, guardians: false },
        showAdmin: false,
        groupId: '7a',
        title: 'Altes Schuljahr',
        body: 'Nicht mehr möglich',
      },
    });
    expect(frozen(send)).toEqual([409, 'school-year-frozen', 0]);
    const [lesson] = weekOf7aBefore?.events ?? [];
    const params = { collectionName: lesson?.collection ?? 'lessonDates', id: lesson?.id ?? '' };
    const register = await callRoute('saveLessonRegister', { token: tutor, params, body: { controllStarted: true, students: {} } });
    expect(frozen(register)).toEqual([409, 'school-year-frozen', 0]);
    const daynotice = await callRoute('createDaynotice', {
      token: tutor,
      params,
      body: {
        daynoticeId: 'school-year-note',
        studentUid: people['schueler.anna'].uid,
        day: berlinToday(),
        title: 'Notiz',
        content: 'Altes Jahr',
      },
    });
    expect(frozen(daynotice)).toEqual([409, 'school-year-frozen', 0]);
    // Anna's sick note of 2026/27 can be neither changed, removed nor confirmed.
    const absenceBody = {
      absenceId: OLD_SICK_NOTE,
      studentUid: people['schueler.anna'].uid,
      start: sickDay,
      end: sickDay,
      holeDay: true,
      reason: 3,
    };
    expect(frozen(await callRoute('changeAbsence', { token: tutor, body: absenceBody }))).toEqual([409, 'school-year-frozen', 0]);
    const sickNoteParams = { absenceId: OLD_SICK_NOTE };
    expect(frozen(await callRoute('removeAbsence', { token: tutor, params: sickNoteParams }))).toEqual([409, 'school-year-frozen', 0]);
    expect(frozen(await callRoute('confirmAbsence', { token: tutor, params: sickNoteParams }))).toEqual([409, 'school-year-frozen', 0]);
    // An id no year knows stays not found.
    const unknown = await callRoute('saveLessonRegister', {
      token: tutor,
      params: { ...params, id: 'no-such-lesson' },
      body: { controllStarted: true, students: {} },
    });
    expect(frozen(unknown)).toEqual([404, 'not-found', 0]);
  });

  it('moves Anna up by the new year import and flags Ben, in no class of the new year, as leaver and marks him for deletion', async () => {
    const file = csvFile([
      ['Nachname', 'Vorname', 'Klasse', 'Geschlecht'],
      ['Weber', 'Anna', '8a', 'weiblich'],
    ]);
    const importId = await uploadImport(admin, 'students', file);
    await callRoute('startUserImport', { token: admin, params: { importId }, body: { keepDuplicates: false, confirmExisting: true } });
    expect(await waitForImport(admin, importId)).toMatchObject({ status: 'done', created: 0 });
    useStackDynamoDb();
    const { groupIdsOfStudent } = await import('../../lambdas/timetable/year-groups.service.js');
    const anna = people['schueler.anna'].uid;
    expect(await groupIdsOfStudent('lindenhof', '2027-28', anna)).toEqual(['8a']);
    expect(await groupIdsOfStudent('lindenhof', OLD, anna)).toContain('7a');

    // Other files of a full run mark Ben too (the user administration's tests): count this test's marks only.
    const flaggingFrom = new Date().toISOString();
    const flagged = await callRoute('flagLeavers', { token: admin });
    expect(flagged.status).toBe(200);
    const uids = flagged.body.leavers.map((leaver) => leaver.uid);
    expect(uids).toContain(people['schueler.ben'].uid);
    expect(uids).not.toContain(people['schueler.anna'].uid);
    expect((await callRoute('listSchoolYears', { token: admin })).body.leavers).toEqual(flagged.body.leavers);

    // Flagged means marked for deletion through the deletion flow: Ben sees the mark, the audit log names him once for it.
    const ben = people['schueler.ben'];
    const benUser = (await callRoute('getBootstrap', { token: ben.token })).body.user;
    expect(benUser).toMatchObject({ reservedForDeletion: true, deletionMarkedAt: expect.any(String) as string });
    expect((await callRoute('getBootstrap', { token: people['schueler.anna'].token })).body.user.reservedForDeletion).toBe(false);
    const marks = async () =>
      (await callRoute('listAuditLog', { token: admin })).body.entries.filter(
        (entry) => entry.action === 'deletion-marked' && entry.targetUid === ben.uid && entry.at >= flaggingFrom,
      );
    expect(await marks()).toHaveLength(1);
    expect((await callRoute('flagLeavers', { token: admin })).body).toEqual(flagged.body);
    expect(await marks()).toHaveLength(1);
    expect((await callRoute('getBootstrap', { token: ben.token })).body.user.deletionMarkedAt).toBe(benUser.deletionMarkedAt);
    // An admin takes the mark back in the Benutzerverwaltung; the flag stays.
    expect((await callRoute('unmarkUserForDeletion', { token: admin, params: { uid: ben.uid } })).body.deletionMarkedAt).toBeUndefined();
    expect((await callRoute('listSchoolYears', { token: admin })).body.leavers).toEqual(flagged.body.leavers);
  });

  it('changes nothing of another school', async () => {
    const birkenwegYears = await callRoute('listMyGroups', { token: people['lehrer.klein'].token });
    expect(birkenwegYears.body.years.map((year) => year.id)).toEqual([OLD]);
  });
});
