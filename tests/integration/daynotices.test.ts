import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaynoticeBody } from '../../shared/schemas/daynotice.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { lastDemoSchoolDay } from '../fixtures/demo-school-calendar.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** Day notes from the Tagebuch, on a lesson of the year's last school day (never before today): 7a and 9b together, taught by Herr Schmidt. */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const DAY = lastDemoSchoolDay();
const LESSON = 'daynotice-7a9b-schmidt';
const ONLY_9B = 'daynotice-9b-staff';
const NOTE_ID = 'daynotice-test';

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
    ...(await import('../../lambdas/attendance/daynotice.entity.js')),
    ...(await import('../../lambdas/attendance/student-entries.entity.js')),
  };
};
const entriesOf = async (studentUid: string) => {
  const { studentEntriesEntity } = await services();
  return (await studentEntriesEntity.get({ ...SCHOOL, studentUid }).go()).data?.entries ?? 0;
};
/** This file's notes of the day (in a year's last week the seed writes its own notes on it too). */
const notesOfDay = async () => {
  const { daynoticeEntity } = await services();
  return (await daynoticeEntity.query.byDay({ ...SCHOOL, day: DAY }).go()).data.filter((note) => note.daynoticeId.startsWith('daynotice-'));
};

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
  const { saveLessonDates } = await services();
  await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [
    {
      lessonDateId: LESSON,
      day: DAY,
      starttime: '10:00',
      endtime: '10:45',
      displayName: 'Deutsch',
      tutors: [{ uid: people['lehrer.schmidt'].uid, short: 'SMI' }],
      groups: [
        { groupId: '7a', displayName: '7a' },
        { groupId: '9b', displayName: '9b' },
      ],
    },
    {
      lessonDateId: ONLY_9B,
      day: DAY,
      starttime: '11:00',
      endtime: '11:45',
      displayName: 'Mathematik',
      tutors: [{ uid: 'lindenhof-staff-fri', short: 'FRI' }],
      groups: [{ groupId: '9b', displayName: '9b' }],
    },
  ]);
});

afterAll(async () => {
  const { daynoticeEntity, studentEntriesEntity } = await services();
  await removeLessonDates(SCHOOL, [LESSON, ONLY_9B]);
  const notes = (await notesOfDay()).filter((note) => note.daynoticeId.startsWith(NOTE_ID));
  await daynoticeEntity.delete(notes).go();
  for (const note of notes)
    await studentEntriesEntity
      .update({ ...SCHOOL, studentUid: note.studentUid })
      .subtract({ entries: 1 })
      .go();
});

const write = (username: DemoUsername, id: string, body: DaynoticeBody) =>
  callRoute('createDaynotice', { token: people[username].token, params: { collectionName: 'lessonDates', id }, body });
const note = (overrides: Partial<DaynoticeBody> = {}): DaynoticeBody => ({
  daynoticeId: NOTE_ID,
  studentUid: people['schueler.anna'].uid,
  day: DAY,
  title: 'Sport',
  content: 'Darf heute nicht mitturnen.',
  ...overrides,
});

describe('day notes from the Tagebuch', () => {
  it('writes the note with the entry counter once and marks the student in the lesson', async () => {
    const anna = people['schueler.anna'].uid;
    const before = await entriesOf(anna);
    const saved = await write('lehrer.schmidt', LESSON, note({ endtime: '12:00' }));
    expect(saved.status).toBe(200);
    expect(saved.body.marks).toContainEqual({ studentUid: anna, kind: 'daynotice', text: 'Sport' });
    expect((await write('lehrer.schmidt', LESSON, note({ endtime: '12:00' }))).status).toBe(200);
    expect(await entriesOf(anna)).toBe(before + 1);
    expect(await notesOfDay()).toMatchObject([
      { daynoticeId: NOTE_ID, studentUid: anna, endtime: '12:00', title: 'Sport', authorUid: people['lehrer.schmidt'].uid },
    ]);
  });

  it('refuses §5 violations with their codes, and students outside the lesson, writing nothing', async () => {
    const ben = people['schueler.ben'].uid;
    const before = await entriesOf(ben);
    const cases: [Partial<DaynoticeBody>, Record<string, string>][] = [
      [{ content: 'x'.repeat(101) }, { 'body.content': 'too_long' }],
      [{ day: addDays(berlinToday(), -1) }, { 'body.day': 'before_today' }],
      [
        { title: ' ', content: '' },
        { 'body.title': 'required', 'body.content': 'required' },
      ],
      [{ endtime: '9 Uhr' }, { 'body.endtime': 'format' }],
    ];
    for (const [overrides, fields] of cases) {
      const answer = await write('lehrer.schmidt', LESSON, note({ daynoticeId: 'daynotice-test-bad', studentUid: ben, ...overrides }));
      expect(answer.status).toBe(400);
      expect(answer.error?.fields).toEqual(fields);
    }
    const stranger = await write(
      'lehrer.schmidt',
      LESSON,
      note({ daynoticeId: 'daynotice-test-lena', studentUid: people['schueler.lena'].uid }),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.error?.fields).toEqual({ studentUid: 'not_in_lesson' });
    expect(await entriesOf(ben)).toBe(before);
    expect((await notesOfDay()).map((item) => item.daynoticeId)).toEqual([NOTE_ID]);
  });

  it('refuses a tutor who does not write the register (403) and another school (404)', async () => {
    const ben = people['schueler.ben'].uid;
    expect((await write('lehrer.mueller', ONLY_9B, note({ daynoticeId: 'daynotice-test-mueller', studentUid: ben }))).status).toBe(403);
    expect((await write('lehrer.klein', LESSON, note({ daynoticeId: 'daynotice-test-klein' }))).status).toBe(404);
    expect((await notesOfDay()).map((item) => item.daynoticeId)).toEqual([NOTE_ID]);
  });
});
