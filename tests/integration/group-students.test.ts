import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceInput, DaynoticeInput, Scope } from '../../lambdas/attendance/attendance.service.js';
import { pendingDemoPeople } from '../../scripts/seed/demo-pending-people.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { anyString } from '../fixtures/matchers.js';
import { rawDocumentClient } from '../fixtures/raw-table.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * The demo seed makes Anna Weber the only member of 7a (scripts/seed/demo-timetable.ts), with a day
 * note on each school day of this and next week and an absence on both Thursdays
 * (scripts/seed/demo-attendance.ts): 12 class register entries.
 */
const ANNA_SEEDED_ENTRIES = 12;
const SCHOOL_YEAR = '2026-27';

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const studentsOf = async (username: DemoUsername, groupId: string) => {
  const answer = await callRoute('listGroupStudents', { token: people[username].token, params: { groupId } });
  return { status: answer.status, body: answer.body, ddbRequests: answer.ddbRequests };
};

/** The attendance service and entities on the test stack's DynamoDB, for entries written the way the app writes them. */
const attendance = async () => {
  useStackDynamoDb();
  const service = await import('../../lambdas/attendance/attendance.service.js');
  const { groupIdsOfStudent } = await import('../../lambdas/timetable/year-groups.service.js');
  const groupsOf = (scope: Scope, studentUid: string) => groupIdsOfStudent(scope.schoolId, scope.schoolYearId, studentUid);
  return {
    saveDaynotice: async (scope: Scope, input: DaynoticeInput) =>
      service.saveDaynotice(scope, input, await groupsOf(scope, input.studentUid)),
    saveAbsence: async (scope: Scope, input: AbsenceInput) => service.saveAbsence(scope, input, await groupsOf(scope, input.studentUid)),
    ...(await import('../../lambdas/attendance/absence.entity.js')),
    ...(await import('../../lambdas/attendance/daynotice.entity.js')),
    ...(await import('../../lambdas/attendance/student-entries.entity.js')),
  };
};

/** Group members written straight to the table (the group member entity on the test's own client), removed afterwards. */
const membersEntity = async () => {
  process.env.TABLE_NAME ??= 'schulapp-local';
  const { groupMemberEntity } = await import('../../lambdas/timetable/group-member.entity.js');
  groupMemberEntity.setClient(rawDocumentClient());
  return groupMemberEntity;
};

describe('students of a group (Meine Klassen)', () => {
  it('lists the class tutor the students of 7a by name with their sex', async () => {
    const { status, body } = await studentsOf('lehrer.mueller', '7a');
    expect(status).toBe(200);
    expect(body.students.map((student) => student.displayName)).toEqual(['Anna Weber']);
    expect(body.students[0]).toEqual({ uid: anyString(), displayName: 'Anna Weber', sex: 'weiblich', entries: ANNA_SEEDED_ENTRIES });
  });

  it('lists the student groups of 7a: the courses of its students with those of them, the send to them only where the tutor sees them', async () => {
    const { body } = await studentsOf('lehrer.mueller', '7a');
    const robotik = defined(
      body.studentGroups.find((group) => group.displayName === 'AG Robotik'),
      'AG Robotik',
    );
    // The demo school shows own groups: a course led by staff without an account is no tutor's to notify as a whole.
    expect(robotik).toEqual({
      id: anyString(),
      displayName: 'AG Robotik',
      kind: 'course',
      canSend: false,
      students: [{ uid: anyString(), displayName: 'Anna Weber' }],
    });
    expect(body.studentGroups.map((group) => group.id)).not.toContain('7a');
  });

  it("lets the class tutor send to a course of her class's students that he leads; the server refuses the course he does not", async () => {
    const { body } = await studentsOf('lehrer.mueller', '7a');
    // Anna's place in the demo swimming course, which Herr Müller leads (scripts/seed/demo-courses.ts).
    expect(body.studentGroups.find((group) => group.displayName === 'Schwimmkurs')).toEqual({
      id: 'kurs-demo-schwimmen-1',
      displayName: 'Schwimmkurs',
      kind: 'course',
      canSend: true,
      students: [{ uid: anyString(), displayName: 'Anna Weber' }],
    });
    const robotik = defined(
      body.studentGroups.find((group) => group.displayName === 'AG Robotik'),
      'AG Robotik',
    );
    const refused = await callRoute('sendNotification', {
      token: people['lehrer.mueller'].token,
      body: {
        title: 'Probe',
        body: 'An die ganze AG',
        type: 'info',
        receivers: { tutors: false, students: true, guardians: false },
        showAdmin: false,
        groupId: robotik.id,
      },
    });
    expect(refused.status).toBe(403);
  });

  it('refuses another tutor of the school when the school shows own groups', async () => {
    expect((await studentsOf('lehrer.schmidt', '7a')).status).toBe(403);
  });

  it('refuses students', async () => {
    expect((await studentsOf('schueler.anna', '7a')).status).toBe(403);
  });

  it('does not find 7a for a tutor of another school', async () => {
    expect([403, 404]).toContain((await studentsOf('lehrer.klein', '7a')).status);
  });

  describe('with 30 more members in 7a', () => {
    const extra = pendingDemoPeople.filter((person) => person.schoolId === 'lindenhof' && person.role === 'student').slice(0, 30);
    const items = extra.map((person) => ({ schoolId: 'lindenhof', schoolYearId: SCHOOL_YEAR, groupId: '7a', studentUid: person.uid }));
    let small: Awaited<ReturnType<typeof studentsOf>>;

    beforeAll(async () => {
      small = await studentsOf('lehrer.mueller', '7a');
      await (await membersEntity()).put(items).go();
    });

    afterAll(async () => {
      await (await membersEntity()).delete(items).go();
    });

    it('lists them all sorted by name; the requests grow by one member-index query per student (their student groups)', async () => {
      const large = await studentsOf('lehrer.mueller', '7a');
      expect(large.status).toBe(200);
      const names = large.body.students.map((student) => student.displayName);
      expect(names).toHaveLength(31);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
      expect(large.body.students.every((student) => student.sex)).toBe(true);
      // The caller's user record with the school, the group, its members, their records and counters,
      // Anna's member-index query and the batch get of her other groups.
      expect(small.ddbRequests).toBeLessThanOrEqual(7);
      // The pending students belong to no other group: one member-index query each, no more batch gets.
      expect(large.ddbRequests).toBe(small.ddbRequests + extra.length);
    });

    describe('and class register entries of two of them', () => {
      /** A week of the school year no other test looks at. */
      const days = ['2027-06-14', '2027-06-15', '2027-06-16'] as const;
      const scope = { schoolId: 'lindenhof', schoolYearId: SCHOOL_YEAR };
      const first = defined(extra[0], 'a first pending student');
      const second = defined(extra[1], 'a second pending student');
      const author = 'integration-test';
      const note = (studentUid: string, daynoticeId: string) => ({
        daynoticeId,
        day: days[0],
        studentUid,
        title: 'Notiz',
        content: 'Testeintrag',
        authorUid: author,
      });
      const absence = {
        absenceId: 'test-absence',
        studentUid: first.uid,
        start: days[0],
        end: days[2],
        holeDay: true,
        reason: 0 as const,
        authorUid: author,
      };

      beforeAll(async () => {
        const { saveAbsence, saveDaynotice } = await attendance();
        await saveDaynotice(scope, note(first.uid, 'test-note'));
        await saveDaynotice(scope, { ...note(first.uid, 'test-note'), content: 'Geänderter Testeintrag' });
        await saveAbsence(scope, absence);
        await saveAbsence(scope, absence);
        await Promise.all([1, 2, 3, 4].map((n) => saveDaynotice(scope, note(second.uid, `test-note-${n}`))));
      });

      afterAll(async () => {
        const { absenceEntity, daynoticeEntity, studentEntriesEntity } = await attendance();
        await daynoticeEntity
          .delete(
            ['test-note', 'test-note-1', 'test-note-2', 'test-note-3', 'test-note-4'].map((id) => ({
              ...scope,
              day: days[0],
              studentUid: id === 'test-note' ? first.uid : second.uid,
              daynoticeId: id,
            })),
          )
          .go();
        await absenceEntity.delete(days.map((day) => ({ ...scope, day, studentUid: first.uid, absenceId: absence.absenceId }))).go();
        await studentEntriesEntity.delete([first, second].map((person) => ({ ...scope, studentUid: person.uid }))).go();
      });

      it('counts each entry once, however often it is saved, and entries saved at the same time each', async () => {
        const { body, ddbRequests } = await studentsOf('lehrer.mueller', '7a');
        const entriesOf = (uid: string) => body.students.find((student) => student.uid === uid)?.entries;
        expect(entriesOf(first.uid)).toBe(2);
        expect(entriesOf(second.uid)).toBe(4);
        expect(body.students.filter((student) => student.entries === 0)).toHaveLength(extra.length - 2);
        expect(entriesOf(people['schueler.anna'].uid)).toBe(ANNA_SEEDED_ENTRIES);
        expect(ddbRequests).toBe(small.ddbRequests + extra.length);
      });

      it('keeps the edited note and one copy of the absence per school day', async () => {
        const { absenceEntity, daynoticeEntity } = await attendance();
        const { data: saved } = await daynoticeEntity.get({ ...scope, day: days[0], studentUid: first.uid, daynoticeId: 'test-note' }).go();
        expect(saved?.content).toBe('Geänderter Testeintrag');
        const { data: copies } = await absenceEntity.query.byAbsence({ ...scope, absenceId: absence.absenceId }).go();
        expect(copies.map((copy) => copy.day)).toEqual(days);
      });
    });
  });
});
