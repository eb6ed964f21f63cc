import { createHash } from 'node:crypto';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MeetingBody } from '../../shared/schemas/calendar.schema.js';
import type { ImportCount, TimetableImportJob } from '../../shared/schemas/timetable-import.schema.js';
import type { Weekplan, WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { scanLocalTable } from '../fixtures/raw-table.js';
import { readUntisFixture } from '../fixtures/untis/untis-fixtures.js';
import {
  MANUAL_HOLIDAY_LESSON_ID,
  MANUAL_LESSON_ID,
  prepareUntisImport,
  runUntisImport,
  seedUntisTestSchool,
  untisSampleFiles,
  waitForUntisImport,
  UNTIS_SCHOOL_YEAR,
  type UntisTestPeople,
} from '../fixtures/untis-test-school.js';

/**
 * Untis import through the API into a school of its own (tests/fixtures/untis-test-school.ts),
 * with the sample exports of tests/fixtures/untis (GPU014 moved into 2026). The week of 2026-03-09
 * carries the sample substitutions.
 */
const SCHOOL = 'untis-it';
const WEEK = '2026-03-09';
/** One more real-shaped GPU014 row: a partial substitution (type P, Art bit 6) of German in 5b on Wednesday, 3rd period. */
const PARTIAL = '9011;"20260311";3;;4711;"MUS";"WEI";"D";"D";;;"R012";;;"5b";;"Teilvertretung";64;"5b";"P";202603100900;"+"\r\n';

let people: UntisTestPeople;
let demo: DemoPeople;
let first: TimetableImportJob;
let inspectedFiles: TimetableImportJob['files'];

const weekplan = async (token: string, from = WEEK) => {
  const answer = await callRoute('getWeekplan', { token, query: { from } });
  expect(answer.status).toBe(200);
  return answer.body;
};
const find = (plan: Weekplan, name: string, day: string) => plan.events.filter((event) => event.displayName === name && event.day === day);
const total = (counts: TimetableImportJob['counts'], field: keyof ImportCount) =>
  Object.values(counts ?? {}).reduce((sum, count) => sum + count[field], 0);

/** The timetable items of the demo schools, hashed: imports elsewhere must not change them. */
const demoTimetableFingerprint = async () => {
  const lines = (await scanLocalTable())
    .map((raw) => unmarshall(raw) as Record<string, unknown>)
    .filter(
      (item) =>
        ['lindenhof', 'birkenweg'].includes(String(item.schoolId)) &&
        ['lessonDate', 'subject', 'room', 'group', 'timeBlock'].includes(String(item.__edb_e__)),
    )
    .map((item) => JSON.stringify(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))));
  return { items: lines.length, hash: createHash('sha256').update(lines.sort().join('\n')).digest('hex') };
};

let demoBefore: Awaited<ReturnType<typeof demoTimetableFingerprint>>;
let manualBefore: WeekplanEvent | undefined;

beforeAll(async () => {
  people = await seedUntisTestSchool(SCHOOL);
  demo = await signInDemoPeople();
  demoBefore = await demoTimetableFingerprint();
  manualBefore = (await weekplan(people.student.token)).events.find((event) => event.id === MANUAL_LESSON_ID);
  const result = await runUntisImport(people.admin.token, untisSampleFiles(PARTIAL));
  first = result.job;
  inspectedFiles = result.inspected.files;
}, 120_000);

describe('Untis import: access', () => {
  it('refuses tutors without the admin flag, students and guardians', async () => {
    const body = { files: [{ name: 'GPU001.TXT', size: 10 }] };
    for (const token of [people.tutor.token, people.student.token, people.guardian.token]) {
      const answer = await callRoute('createTimetableImport', { token, body });
      expect(answer.status).toBe(403);
      expect(answer.ddbWrites).toBe(0);
    }
  });

  it("does not show a school's job to the admin of another school", async () => {
    const answer = await callRoute('getTimetableImport', { token: demo['lehrer.mueller'].token, params: { jobId: first.jobId } });
    expect(answer.status).toBe(404);
  });
});

describe('Untis import: first import', () => {
  it('detects each file by name with its encoding, separator and rows', () => {
    expect(inspectedFiles.map(({ name, kind, encoding, separator, rows }) => ({ name, kind, encoding, separator, rows }))).toEqual([
      { name: 'GPU001.TXT', kind: 'GPU001', encoding: 'windows-1252', separator: ',', rows: 15 },
      { name: 'GPU002.TXT', kind: 'GPU002', encoding: 'utf-8', separator: ';', rows: 11 },
      { name: 'GPU003.TXT', kind: 'GPU003', encoding: 'utf-8-bom', separator: ';', rows: 6 },
      { name: 'GPU004.TXT', kind: 'GPU004', encoding: 'windows-1252', separator: ',', rows: 6 },
      { name: 'GPU005.TXT', kind: 'GPU005', encoding: 'utf-8', separator: ',', rows: 5 },
      { name: 'GPU006.TXT', kind: 'GPU006', encoding: 'utf-8-bom', separator: ';', rows: 9 },
      { name: 'time.txt', kind: 'time', encoding: 'utf-8', separator: '\t', rows: 40 },
      { name: 'GPU014.TXT', kind: 'GPU014', encoding: 'utf-8', separator: ';', rows: 12 },
    ]);
  });

  it('finishes with counts, the changes applied and warnings naming file and line', () => {
    expect(first.status).toBe('done');
    expect(first.progress).toBe(100);
    const lessonDates = defined(first.counts, 'the counts').lessonDates;
    expect(lessonDates.created + lessonDates.updated + lessonDates.unchanged).toBeGreaterThan(400);
    expect(first.changes).toBe(9);
    expect(first.warnings).toContainEqual({ file: 'GPU014.TXT', line: 8, code: 'lesson-not-scheduled', params: { date: '2026-03-12' } });
    expect(first.warnings).toContainEqual({ file: 'GPU004.TXT', line: 2, code: 'tutor-without-account', params: { short: 'BÄR' } });
  });

  it("shows the lessons in the student's, the guardian's and the tutors' week plans, umlauts intact", async () => {
    const student = await weekplan(people.student.token);
    expect(find(student, 'Deutsch 5b', '2026-03-10')[0]).toMatchObject({
      starttime: '09:40',
      endtime: '10:25',
      rooms: [{ name: 'R012' }],
      tutors: [{ short: 'MUS' }],
    });
    expect(find(student, 'Katholische Religionslehre 5a, 5b', '2026-03-12')).toHaveLength(1);
    expect(student.blocks.map((block) => block.name)).toContain('1. Stunde');
    expect((await weekplan(people.guardian.token)).events.map((event) => event.id)).toEqual(student.events.map((event) => event.id));
    const mus = await weekplan(people.admin.token);
    // Third and fourth period, and the additional lesson (type A) in the sixth.
    expect(find(mus, 'Deutsch 5b', '2026-03-11').map((event) => event.starttime)).toEqual(['09:40', '10:30', '12:25']);
    const wei = await weekplan(people.tutor.token);
    expect(find(wei, 'Englisch 6c', '2026-03-12')).toHaveLength(1);
  });

  it("shows the cancellation ('Ausfall') to every role, a partial substitution's detail to tutors only", async () => {
    for (const token of [people.student.token, people.guardian.token, people.admin.token]) {
      const [cancelled] = find(await weekplan(token), 'Deutsch 5b', '2026-03-11').filter((event) => event.starttime === '10:30');
      expect(cancelled?.changes).toEqual([
        expect.objectContaining({ type: 'cancel', text: 'Aufgaben im Moodle', visibleForStudent: true, visibleForGuardian: true }),
      ]);
    }
    const [forStudent] = find(await weekplan(people.student.token), 'Deutsch 5b', '2026-03-11').filter(
      (event) => event.starttime === '09:40',
    );
    expect(forStudent?.changes.map((change) => change.type)).toEqual(['substitution']);
    const [forTutor] = find(await weekplan(people.admin.token), 'Deutsch 5b', '2026-03-11').filter((event) => event.starttime === '09:40');
    expect(forTutor?.changes.map((change) => change.type)).toEqual(['substitution', 'additionalAttribute']);
    expect(forTutor?.changes[1]).toMatchObject({
      text: 'Teilvertretung: Teilvertretung',
      visibleForStudent: false,
      visibleForGuardian: false,
    });
  });

  it('brings the substitute into the week plan of the tutor who stands in', async () => {
    const wei = await weekplan(people.tutor.token);
    expect(find(wei, 'Deutsch 5b', '2026-03-11')).toHaveLength(1);
  });

  it('reuses the class the school already had and leaves its own lesson alone', async () => {
    const student = await weekplan(people.student.token);
    expect(find(student, 'Deutsch 5b', '2026-03-10')[0]?.groups).toEqual([{ id: 'klasse-5b', displayName: '5b' }]);
    expect(student.events.find((event) => event.id === MANUAL_LESSON_ID)).toEqual(manualBefore);
  });
});

describe('Untis import: importing again', () => {
  it('writes nothing new for the same files', async () => {
    const { job } = await runUntisImport(people.admin.token, untisSampleFiles(PARTIAL));
    expect(job.status).toBe('done');
    expect([total(job.counts, 'created'), total(job.counts, 'updated'), total(job.counts, 'deleted')]).toEqual([0, 0, 0]);
    const before = defined(first.counts, 'the counts').lessonDates;
    expect(job.counts?.lessonDates.unchanged).toBe(before.created + before.updated + before.unchanged);
  });

  it('moves a lesson to the class an updated export names: the old class no longer has it', async () => {
    const groups = await callRoute('listMyGroups', { token: people.admin.token });
    const sixC = defined(
      groups.body.groups.find((group) => group.displayName === '6c'),
      'the class 6c',
    );
    const sixCBefore = await callRoute('getGroupWeekplan', {
      token: people.admin.token,
      params: { groupId: sixC.id },
      query: { from: WEEK },
    });
    expect(find(sixCBefore.body, 'Englisch 6c', '2026-03-12')).toHaveLength(1);

    const files = untisSampleFiles(PARTIAL).map((file) =>
      file.name === 'GPU001.TXT'
        ? { ...file, bytes: new TextEncoder().encode(new TextDecoder('windows-1252').decode(file.bytes).replace('4760,"6c"', '4760,"5b"')) }
        : file,
    );
    const { job } = await runUntisImport(people.admin.token, files);
    expect(job.status).toBe('done');
    // The English lessons keep their ids (lesson number, day, period, subject) and change class in place.
    expect(job.counts?.lessonDates.updated).toBeGreaterThan(40);
    expect(job.counts?.lessonDates.deleted).toBe(0);

    const sixCAfter = await callRoute('getGroupWeekplan', {
      token: people.admin.token,
      params: { groupId: sixC.id },
      query: { from: WEEK },
    });
    expect(find(sixCAfter.body, 'Englisch 6c', '2026-03-12')).toEqual([]);
    expect(find(await weekplan(people.student.token), 'Englisch 5b', '2026-03-12')).toHaveLength(1);
    expect(find(await weekplan(people.tutor.token), 'Englisch 5b', '2026-03-12')).toHaveLength(1);
  });

  it('runs one import of a school at a time: of two started together one is refused', async () => {
    const files = untisSampleFiles(PARTIAL);
    const jobs = await Promise.all([prepareUntisImport(people.admin.token, files), prepareUntisImport(people.admin.token, files)]);
    const starts = await Promise.all(
      jobs.map(({ jobId }) => callRoute('startTimetableImport', { token: people.admin.token, params: { jobId } })),
    );
    expect(starts.map((start) => start.status).sort()).toEqual([200, 409]);
    expect(starts.find((start) => start.status === 409)?.error?.code).toBe('import-running');
    const jobAnswered = (status: number) =>
      defined(jobs[starts.findIndex((start) => start.status === status)], `the job answered ${status}`);
    expect((await waitForUntisImport(people.admin.token, jobAnswered(200).jobId)).status).toBe('done');
    const again = await callRoute('startTimetableImport', {
      token: people.admin.token,
      params: { jobId: jobAnswered(409).jobId },
    });
    expect(again.status).toBe(200);
    expect((await waitForUntisImport(people.admin.token, again.body.jobId)).counts?.lessonDates.created).toBe(0);
  });

  it("leaves the school's own lesson and the demo schools' timetables unchanged", async () => {
    expect((await weekplan(people.student.token)).events.find((event) => event.id === MANUAL_LESSON_ID)).toEqual(manualBefore);
    expect(await demoTimetableFingerprint()).toEqual(demoBefore);
  });
});

/** The Osterferien of the sample GPU018 (30 March to 11 April 2026) and the week of Fronleichnam (Thursday 4 June). */
const EASTER_WEEK = '2026-03-30';
const FRONLEICHNAM_WEEK = '2026-06-01';
/** A substitution of German in 5b on Tuesday of the Osterferien, as an export may still list it. */
const IN_HOLIDAYS = '9021;"20260331";3;;4711;"MUS";"WEI";"D";;;;"R012";;;"5b";;;2097152;"5b";;202603271000;"+"\r\n';

describe('Untis import: holidays (GPU018)', () => {
  const withHolidays = () => [...untisSampleFiles(PARTIAL + IN_HOLIDAYS), { name: 'GPU018.TXT', bytes: readUntisFixture('GPU018.TXT') }];
  const imported = (plan: Weekplan) => plan.events.filter((event) => event.id.startsWith('untis-'));
  const ids = (plan: Weekplan) => plan.events.map((event) => event.id);
  let easterBefore: Weekplan;
  let fronleichnamBefore: Weekplan;
  let holidayImport: { inspected: TimetableImportJob; job: TimetableImportJob };
  /** The school year's holidays (the seed makes the year afresh, with none, on every run). */
  const yearHolidays = async () => {
    const { schoolYearEntity } = await import('../../lambdas/schools/school-year.entity.js');
    const { data } = await schoolYearEntity.get({ schoolId: SCHOOL, schoolYearId: UNTIS_SCHOOL_YEAR.schoolYearId }).go();
    return defined(data, 'the school year').holidays ?? [];
  };
  /** A day the school itself keeps free (Monday after the Osterferien), before any GPU018. */
  const OWN_HOLIDAY = { name: 'Pädagogischer Tag', from: '2026-04-20', to: '2026-04-20' };

  beforeAll(async () => {
    const { schoolYearEntity } = await import('../../lambdas/schools/school-year.entity.js');
    await schoolYearEntity
      .patch({ schoolId: SCHOOL, schoolYearId: UNTIS_SCHOOL_YEAR.schoolYearId })
      .set({ holidays: [OWN_HOLIDAY] })
      .go();
    easterBefore = await weekplan(people.student.token, EASTER_WEEK);
    fronleichnamBefore = await weekplan(people.student.token, FRONLEICHNAM_WEEK);
    holidayImport = await runUntisImport(people.admin.token, withHolidays());
  }, 120_000);

  it("stores GPU018's holidays in the school year next to the year's own", async () => {
    const holidays = await yearHolidays();
    expect(holidays[0]).toEqual(OWN_HOLIDAY);
    expect(holidays.slice(1)).toHaveLength(14);
    expect(holidays).toContainEqual({ name: 'Osterferien', from: '2026-03-30', to: '2026-04-11', source: 'untis' });
    expect(holidays).toContainEqual({ name: 'Fronleichnam', from: '2026-06-04', to: '2026-06-04', source: 'untis' });
  });

  it('gives a weekly meeting no date in the imported holidays unless it includes vacations', async () => {
    const { calendarEntity } = await import('../../lambdas/calendar/calendar.entity.js');
    await calendarEntity
      .put({ schoolId: SCHOOL, calendarId: 'lehrerkalender', name: 'Lehrerkalender', color: '#1565c0', allTutors: true })
      .go();
    const body: MeetingBody = {
      name: 'Konferenz',
      description: '',
      calendarIds: ['lehrerkalender'],
      roomIds: [],
      tutorUids: [],
      tutorGroupIds: [],
      start: '2026-03-16',
      end: '2026-04-27',
      starttime: '15:00',
      endtime: '16:30',
      includeVacations: false,
      onBoard: false,
      repeat: 'weekly',
    };
    const days = async (meeting: MeetingBody) => {
      const answer = await callRoute('createMeeting', { token: people.admin.token, body: meeting });
      expect(answer.status).toBe(200);
      const result = answer.body;
      expect((await callRoute('deleteMeeting', { token: people.admin.token, params: { meetingId: result.meetingId } })).status).toBe(200);
      return result.meetingDates.map((date) => date.day);
    };
    // 30 March in the Osterferien, 6 April Ostermontag (both GPU018), 20 April the year's own.
    expect(await days(body)).toEqual(['2026-03-16', '2026-03-23', '2026-04-13', '2026-04-27']);
    expect(await days({ ...body, includeVacations: true })).toEqual([
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
      '2026-04-20',
      '2026-04-27',
    ]);
  });

  it('recognises GPU018.TXT as the holidays', () => {
    expect(holidayImport.inspected.files.find((file) => file.name === 'GPU018.TXT')).toMatchObject({
      kind: 'GPU018',
      encoding: 'windows-1252',
      separator: ';',
      rows: 14,
    });
  });

  it('deletes the lesson dates earlier imports wrote on holidays and changes nothing else', () => {
    const { job } = holidayImport;
    expect(job.status).toBe('done');
    const lessonDates = defined(job.counts, 'the counts').lessonDates;
    expect([lessonDates.created, lessonDates.updated]).toEqual([0, 0]);
    // 49 school days: 12 lesson dates a week (Thursday 3 after Biology of 10a ends in January), 109 in all.
    expect(lessonDates.deleted).toBe(109);
    const firstDates = defined(first.counts, 'the counts').lessonDates;
    const firstTotal = firstDates.created + firstDates.updated + firstDates.unchanged;
    expect(lessonDates.unchanged + lessonDates.deleted).toBe(firstTotal);
    expect([total(job.counts, 'created'), total(job.counts, 'updated'), total(job.counts, 'deleted') - lessonDates.deleted]).toEqual([
      0, 0, 0,
    ]);
    expect(job.holidayDays).toBe(49);
    expect(job.changes).toBe(first.changes);
    expect(job.warnings).toContainEqual({
      file: 'GPU014.TXT',
      line: 13,
      code: 'holiday',
      params: { date: '2026-03-31', name: 'Osterferien', publicHoliday: false },
    });
  });

  it("leaves no imported lesson of the Osterferien in the student's week plan, the school's own lesson there untouched", async () => {
    expect(imported(easterBefore).length).toBeGreaterThan(0);
    const easter = await weekplan(people.student.token, EASTER_WEEK);
    expect(imported(easter)).toEqual([]);
    expect(easter.events.find((event) => event.id === MANUAL_HOLIDAY_LESSON_ID)).toEqual(
      easterBefore.events.find((event) => event.id === MANUAL_HOLIDAY_LESSON_ID),
    );
    expect(easter.events.find((event) => event.id === MANUAL_HOLIDAY_LESSON_ID)).toBeDefined();
  });

  it('leaves Fronleichnam free and keeps the other days of its week', async () => {
    expect(imported(fronleichnamBefore).some((event) => event.day === '2026-06-04')).toBe(true);
    const week = await weekplan(people.student.token, FRONLEICHNAM_WEEK);
    expect(imported(week).filter((event) => event.day === '2026-06-04')).toEqual([]);
    expect(ids(week)).toEqual(ids(fronleichnamBefore).filter((id) => !id.startsWith('untis-2026-06-04-')));
  });

  it('imports the same files again without a change: still no lesson in the holidays, nothing twice', async () => {
    const holidaysBefore = await yearHolidays();
    const { job } = await runUntisImport(people.admin.token, withHolidays());
    expect(await yearHolidays()).toEqual(holidaysBefore);
    expect(job.status).toBe('done');
    expect([total(job.counts, 'created'), total(job.counts, 'updated'), total(job.counts, 'deleted')]).toEqual([0, 0, 0]);
    expect(job.counts?.lessonDates.unchanged).toBe(holidayImport.job.counts?.lessonDates.unchanged);
    const easter = await weekplan(people.student.token, EASTER_WEEK);
    expect(imported(easter)).toEqual([]);
    expect(ids(easter)).toEqual([MANUAL_HOLIDAY_LESSON_ID]);
    const week = await weekplan(people.student.token, FRONLEICHNAM_WEEK);
    expect(new Set(ids(week)).size).toBe(week.events.length);
    expect(ids(week)).toEqual(ids(fronleichnamBefore).filter((id) => !id.startsWith('untis-2026-06-04-')));
  });
});
