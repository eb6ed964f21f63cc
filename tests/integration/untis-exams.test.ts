import { beforeAll, describe, expect, it } from 'vitest';
import type { TimetableImportJob } from '../../shared/schemas/timetable-import.schema.js';
import type { Weekplan } from '../../shared/schemas/timetable.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { anyString } from '../fixtures/matchers.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { readUntisFixture } from '../fixtures/untis/untis-fixtures.js';
import {
  runUntisImport,
  seedUntisTestSchool,
  UNTIS_SCHOOL_YEAR,
  untisSampleFiles,
  type UntisTestPeople,
} from '../fixtures/untis-test-school.js';

/**
 * Exams (GPU017) and break supervisions (GPU009) through the API into a school of its own
 * (tests/fixtures/untis-test-school.ts: MUS is the admin, WEI a tutor, the student in 5b). The
 * week of 2026-03-09 holds the German exam of 5b (Tuesday, 2nd and 3rd period) and WEI's Monday
 * supervision in "Gang Nord", which MUS takes over that Monday (GPU014 type B).
 */
const SCHOOL = 'untis-exams';
const WEEK = '2026-03-09';
const TAKEN_OVER = '9040;"20260309";3;;0;"WEI";"MUS";;;;;"Gang Nord";"Gang Nord";;;;"Ausflug";131072;;"B";202603061200;" "\r\n';

const files = () => [
  ...untisSampleFiles(TAKEN_OVER),
  { name: 'GPU009.TXT', bytes: readUntisFixture('GPU009.TXT') },
  { name: 'GPU017.TXT', bytes: readUntisFixture('GPU017.TXT') },
];

let people: UntisTestPeople;
let job: TimetableImportJob;

const weekplan = async (token: string): Promise<Weekplan> => {
  const answer = await callRoute('getWeekplan', { token, query: { from: WEEK } });
  expect(answer.status).toBe(200);
  return answer.body;
};
const ofCollection = (plan: Weekplan, collection: string) => plan.events.filter((event) => event.collection === collection);

/** The exams of the calendar page ('Termine') and the DynamoDB requests and waves of the call. */
const calendarExams = async (token: string, actingStudent?: string) => {
  const answer = await callRoute('getCalendarPage', { token, actingStudent });
  expect(answer.status).toBe(200);
  return { exams: answer.body.exams, requests: answer.ddbRequests, waves: answer.ddbWaves };
};
const GERMAN_EXAM = {
  id: anyString(),
  day: '2026-03-10',
  starttime: '08:35',
  endtime: '10:25',
  subject: 'Deutsch',
  periods: { from: 2, to: 3 },
  rooms: ['R012'],
  groups: ['5b'],
  text: 'D-KA2: Erörterung, Wörterbuch erlaubt',
};

beforeAll(async () => {
  people = await seedUntisTestSchool(SCHOOL);
  job = (await runUntisImport(people.admin.token, files())).job;
}, 120_000);

describe('Untis import of exams and break supervisions', () => {
  it('counts exams and break supervisions apart from the lessons', () => {
    expect(job.status).toBe('done');
    expect(job.counts?.exams).toEqual({ created: 3, updated: 0, deleted: 0, unchanged: 0 });
    expect(job.counts?.supervisions?.created).toBeGreaterThan(100);
    expect(job.warnings).toContainEqual({ file: 'GPU009.TXT', line: 4, code: 'supervision-without-teacher', params: { corridor: 'Aula' } });
  });

  it("shows the student's and the guardian's week the 'Klausur' of 5b, beside the lesson, and no supervision", async () => {
    for (const token of [people.student.token, people.guardian.token]) {
      const plan = await weekplan(token);
      expect(ofCollection(plan, 'examDates')).toEqual([
        expect.objectContaining({
          day: '2026-03-10',
          starttime: '08:35',
          endtime: '10:25',
          displayName: 'Deutsch 5b',
          rooms: [expect.objectContaining({ name: 'R012' })],
          notice: 'D-KA2: Erörterung, Wörterbuch erlaubt',
        }),
      ]);
      expect(plan.events.filter((event) => event.day === '2026-03-10' && event.displayName === 'Deutsch 5b')).toHaveLength(2);
      expect(ofCollection(plan, 'supervisionDates')).toEqual([]);
    }
  });

  it("shows the tutors the exam they supervise and their 'Aufsicht' with place and time", async () => {
    const wei = await weekplan(people.tutor.token);
    expect(ofCollection(wei, 'examDates').map((event) => event.displayName)).toEqual(['Deutsch 5b']);
    const [monday] = ofCollection(wei, 'supervisionDates').filter((event) => event.day === '2026-03-09');
    expect(monday).toMatchObject({ displayName: 'Gang Nord', starttime: '09:20', endtime: '09:40', rooms: [] });
    expect(monday?.changes).toEqual([
      expect.objectContaining({ type: 'substitution', tutors: [expect.objectContaining({ short: 'MUS' })] }),
    ]);
    const friday = ofCollection(wei, 'supervisionDates').find((event) => event.day === '2026-03-13');
    expect(friday).toMatchObject({ displayName: 'Pausenhalle', starttime: '07:35', endtime: '07:45' });

    const mus = await weekplan(people.admin.token);
    const taken = ofCollection(mus, 'supervisionDates').map((event) => `${event.day} ${event.displayName}`);
    expect(taken).toEqual(expect.arrayContaining(['2026-03-09 Gang Nord', '2026-03-10 Hof', '2026-03-12 Hof']));
  });

  it('opens an exam and a supervision in the event detail', async () => {
    const wei = await weekplan(people.tutor.token);
    for (const event of [ofCollection(wei, 'examDates')[0], ofCollection(wei, 'supervisionDates')[0]]) {
      const answer = await callRoute('getEventDetail', {
        token: people.tutor.token,
        params: { collectionName: event?.collection ?? 'lessonDates', id: event?.id ?? '' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.displayName).toBe(event?.displayName);
    }
  });

  it("lists the exams in 'Termine': the student's and the child's, the supervised ones and those of a tutor's classes, in 2 waves", async () => {
    // The first read after the import renders the school's list of exams (the year's exam dates beside the time
    // blocks) and stores it at the plan version; the reads after it find it in the batch get of the version.
    const cold = await calendarExams(people.student.token);
    expect(cold.exams).toEqual([GERMAN_EXAM]);
    expect(cold).toMatchObject({ requests: 8, waves: 4 });
    for (const [token, actingStudent] of [
      [people.student.token],
      [people.guardian.token, people.student.uid],
      [people.tutor.token],
      [people.admin.token],
    ] as const) {
      const { exams, requests, waves } = await calendarExams(token, actingStudent);
      expect(exams).toEqual([GERMAN_EXAM]);
      // The caller, then calendars, meetings, the groups and the plan version with the cached exams at once.
      expect({ requests, waves }).toEqual({ requests: 5, waves: 2 });
    }
    // WEI leads 5a from now on: its sports exam (supervised by BÄR) joins her list, not the student's.
    useStackDynamoDb();
    const { groupEntity } = await import('../../lambdas/timetable/group.entity.js');
    const { data: groups } = await groupEntity.query.byYear({ schoolId: SCHOOL, schoolYearId: UNTIS_SCHOOL_YEAR.schoolYearId }).go();
    const fiveA = defined(
      groups.find((group) => group.displayName === '5a'),
      'the class 5a of the import',
    );
    await groupEntity.put({ ...fiveA, classTutorUid: people.tutor.uid }).go();
    expect((await calendarExams(people.tutor.token)).exams.map((exam) => [exam.subject, exam.groups, exam.periods])).toEqual([
      ['Deutsch', ['5b'], { from: 2, to: 3 }],
      ['Sport', ['5a'], { from: 5, to: 5 }],
    ]);
    expect((await calendarExams(people.student.token)).exams).toEqual([GERMAN_EXAM]);
  });

  it('writes nothing again for the same files, and keeps exams and supervisions when their files are left out', async () => {
    const again = (await runUntisImport(people.admin.token, files())).job;
    expect(again.counts?.exams).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 3 });
    expect(again.counts?.supervisions).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    const without = (await runUntisImport(people.admin.token, untisSampleFiles(TAKEN_OVER))).job;
    expect(without.counts?.supervisions).toBeUndefined();
    expect(without.counts?.exams).toBeUndefined();
    expect(ofCollection(await weekplan(people.student.token), 'examDates')).toHaveLength(1);
    expect(ofCollection(await weekplan(people.tutor.token), 'supervisionDates').length).toBeGreaterThan(0);
  });

  it('deletes an exam the export no longer has', async () => {
    const gpu017 = new TextDecoder('windows-1252').decode(readUntisFixture('GPU017.TXT')).split('\r\n').slice(1).join('\r\n');
    const changed = files().map((file) =>
      file.name === 'GPU017.TXT' ? { ...file, bytes: new Uint8Array(Buffer.from(gpu017, 'latin1')) } : file,
    );
    const after = (await runUntisImport(people.admin.token, changed)).job;
    expect(after.counts?.exams).toEqual({ created: 0, updated: 0, deleted: 1, unchanged: 2 });
    expect(ofCollection(await weekplan(people.student.token), 'examDates')).toEqual([]);
    expect((await calendarExams(people.student.token)).exams).toEqual([]);
  });
});
