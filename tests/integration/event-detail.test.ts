import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMonday, seedSchoolDay } from '../../scripts/seed/seed-day.js';
import type { MeetingBody } from '../../shared/schemas/calendar.schema.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { demoFreeWeeksFrom } from '../fixtures/demo-school-calendar.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** Lesson ids as the demo timetable writes them (scripts/seed/demo-timetable.ts). */
const schoolDay = seedSchoolDay();
const lessonOf = (groupId: string) => `${groupId}-${schoolDay}-b1`;

/** Lessons of 9b (Herr Schmidt's class) in a week no other test looks at: one Herr Müller teaches, one he does not. */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const taughtByMueller = 'detail-visibility-9b-mueller';
const taughtByStaff = 'detail-visibility-9b-staff';

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
    ...(await import('../../lambdas/schools/school.entity.js')),
  };
};

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
  const { saveLessonDates } = await services();
  const lesson = (lessonDateId: string, tutor: { uid: string; short: string }) => ({
    lessonDateId,
    day: '2027-06-22',
    starttime: '08:00',
    endtime: '08:45',
    displayName: 'Physik 9b',
    tutors: [tutor],
    groups: [{ groupId: '9b', displayName: '9b' }],
  });
  await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [
    lesson(taughtByMueller, { uid: people['lehrer.mueller'].uid, short: 'MÜL' }),
    lesson(taughtByStaff, { uid: 'lindenhof-staff-fri', short: 'FRI' }),
  ]);
});

afterAll(async () => {
  await removeLessonDates(SCHOOL, [taughtByMueller, taughtByStaff]);
});

const detail = (username: DemoUsername, id: string) =>
  callRoute('getEventDetail', { token: people[username].token, params: { collectionName: 'lessonDates', id } });

describe('event detail', () => {
  it('gives a tutor a 7a lesson with its header, tutors, rooms and students, in bounded requests', async () => {
    const answer = await detail('lehrer.mueller', lessonOf('7a'));
    expect(answer.status).toBe(200);
    const event = answer.body;
    expect(event).toMatchObject({ id: lessonOf('7a'), day: schoolDay, blockId: 'b1', blockName: '1. Stunde', groups: [{ id: '7a' }] });
    expect(event.displayName).toMatch(/ 7a$/);
    expect(event.tutors.length).toBeGreaterThan(0);
    expect(event.rooms.length).toBeGreaterThan(0);
    expect(event.students).toContainEqual(
      expect.objectContaining({ displayName: 'Anna Weber', group: '7a', uid: people['schueler.anna'].uid }),
    );
    // The caller's user record, the school, the event, its groups (for the visibility check when he does not teach it),
    // the time blocks, the members, the students, and the day's absences and notes for the tutor's marks.
    expect(answer.ddbRequests).toBeLessThanOrEqual(8);
  });

  it('shows tutors every change, the tutors-only ones too', async () => {
    const week = await callRoute('getGroupWeekplan', {
      token: people['lehrer.mueller'].token,
      params: { groupId: '7a' },
      query: { from: seedMonday() },
    });
    const lesson = defined(
      week.body.events.find((event) => event.changes.some((change) => !change.visibleForStudent)),
      'a lesson with a change for tutors only',
    );
    const answer = await detail('lehrer.mueller', lesson.id);
    expect(answer.status).toBe(200);
    expect(answer.body.changes).toEqual(lesson.changes);
  });

  it('is for tutors only', async () => {
    expect((await detail('schueler.anna', lessonOf('7a'))).status).toBe(403);
  });

  it("does not find unknown ids or another school's lessons", async () => {
    expect(await detail('lehrer.mueller', '7a-1999-01-04-b1')).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(await detail('lehrer.klein', lessonOf('7a'))).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
  });

  describe("follows the school's myGroups setting like Meine Klassen", () => {
    it("refuses a tutor a lesson of a class he neither leads nor teaches under 'own'", async () => {
      expect(await detail('lehrer.mueller', taughtByStaff)).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    });

    it('opens a lesson to the tutor who teaches it and to the class tutor', async () => {
      expect((await detail('lehrer.mueller', taughtByMueller)).status).toBe(200);
      expect((await detail('lehrer.schmidt', taughtByStaff)).status).toBe(200);
    });

    it("opens every lesson of the school under 'all'", async () => {
      const { schoolEntity } = await services();
      await schoolEntity.patch({ schoolId: SCHOOL.schoolId }).set({ myGroups: 'all' }).go();
      try {
        expect((await detail('lehrer.mueller', taughtByStaff)).status).toBe(200);
      } finally {
        await schoolEntity.patch({ schoolId: SCHOOL.schoolId }).set({ myGroups: 'own' }).go();
      }
    });
  });
  describe('opens a meeting date to exactly those who see it in their Wochenplan', () => {
    const monday = demoFreeWeeksFrom(1, 2);
    const meeting = (name: string, overrides: Partial<MeetingBody>): MeetingBody => ({
      name,
      description: '',
      calendarIds: ['lehrerkalender'],
      roomIds: [],
      tutorUids: [],
      tutorGroupIds: [],
      start: addDays(monday, 2),
      end: '',
      starttime: '15:00',
      endtime: '16:00',
      includeVacations: true,
      onBoard: false,
      repeat: 'never',
      ...overrides,
    });
    const create = async (username: DemoUsername, body: MeetingBody) => {
      const answer = await callRoute('createMeeting', { token: people[username].token, body });
      expect(answer.status).toBe(200);
      return { meetingId: answer.body.meetingId, dateId: defined(answer.body.meetingDates[0], 'a date').id };
    };
    const inWeekplan = async (username: DemoUsername, dateId: string) => {
      const week = await callRoute('getWeekplan', { token: people[username].token, query: { from: monday } });
      return week.body.events.some((event) => event.id === dateId && event.collection === 'meetingDates');
    };
    const meetingDetail = (username: DemoUsername, id: string) =>
      callRoute('getEventDetail', { token: people[username].token, params: { collectionName: 'meetingDates', id } });

    it("opens the author's own meeting of a calendar every tutor shares, to him and to every other tutor of it", async () => {
      const { meetingId, dateId } = await create('lehrer.schmidt', meeting('Details Lehrerkonferenz', {}));
      try {
        for (const username of ['lehrer.schmidt', 'lehrer.mueller'] as const) {
          expect(await inWeekplan(username, dateId)).toBe(true);
          const answer = await meetingDetail(username, dateId);
          expect(answer.status).toBe(200);
          expect(answer.body).toMatchObject({ id: dateId, displayName: 'Details Lehrerkonferenz', collection: 'meetingDates' });
        }
        expect(await meetingDetail('lehrer.klein', dateId)).toMatchObject({ status: 404 });
      } finally {
        await callRoute('deleteMeeting', { token: people['lehrer.schmidt'].token, params: { meetingId } });
      }
    });

    it('refuses a tutor a meeting of a calendar he does not share, unless it names him', async () => {
      const calendar = await callRoute('createCalendar', {
        token: people['lehrer.mueller'].token,
        body: { name: 'Nur 9b (Details)', color: '#ff9800', groupIds: ['9b'], allTutors: false },
      });
      expect(calendar.status).toBe(200);
      const { meetingId, dateId } = await create(
        'lehrer.mueller',
        meeting('Details 9b-Gespräch', { calendarIds: [calendar.body.id], tutorUids: [people['lehrer.schmidt'].uid] }),
      );
      try {
        expect(await inWeekplan('lehrer.schmidt', dateId)).toBe(true);
        expect((await meetingDetail('lehrer.schmidt', dateId)).status).toBe(200);
        // The author neither shares the calendar nor is named: not in his Wochenplan, so no detail either.
        expect(await inWeekplan('lehrer.mueller', dateId)).toBe(false);
        expect(await meetingDetail('lehrer.mueller', dateId)).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
        // Students never open event details, not even of a meeting of their calendar.
        expect((await meetingDetail('schueler.ben', dateId)).status).toBe(403);
      } finally {
        await callRoute('deleteMeeting', { token: people['lehrer.mueller'].token, params: { meetingId } });
      }
    });
  });
});
