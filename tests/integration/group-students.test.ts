import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingDemoPeople } from '../../scripts/seed/demo-pending-people.js';
import type { GroupStudents } from '../../shared/schemas/timetable.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { stack } from '../fixtures/local-stack.js';

/** The demo seed makes Anna Weber the only member of 7a (scripts/seed/demo-timetable.ts). */
const SCHOOL_YEAR = '2026-27';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const studentsOf = async (username: string, groupId: string) => {
  const answer = await callRoute('listGroupStudents', { token: people[username].token, params: { groupId } });
  return { status: answer.status, body: answer.body as GroupStudents, ddbRequests: answer.ddbRequests };
};

/** Group members written straight to the table (the group member entity on the test's own client), removed afterwards. */
const membersEntity = async () => {
  process.env.TABLE_NAME ??= 'schulapp-local';
  const { groupMemberEntity } = await import('../../lambdas/timetable/group-member.entity.js');
  groupMemberEntity.setClient(
    DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1', endpoint: stack.dynamodbUrl, credentials })),
  );
  return groupMemberEntity;
};

describe('students of a group (Meine Klassen)', () => {
  it('lists the class tutor the students of 7a by name with their sex', async () => {
    const { status, body } = await studentsOf('lehrer.mueller', '7a');
    expect(status).toBe(200);
    expect(body.students.map((student) => student.displayName)).toEqual(['Anna Weber']);
    expect(body.students[0]).toEqual({ uid: expect.any(String), displayName: 'Anna Weber', sex: 'weiblich' });
  });

  it("refuses another tutor of the school when the school shows own groups", async () => {
    expect((await studentsOf('lehrer.schmidt', '7a')).status).toBe(403);
  });

  it('refuses students', async () => {
    expect((await studentsOf('schueler.anna', '7a')).status).toBe(403);
  });

  it("does not find 7a for a tutor of another school", async () => {
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

    it('lists them all sorted by name with a fixed small number of DynamoDB requests', async () => {
      const large = await studentsOf('lehrer.mueller', '7a');
      expect(large.status).toBe(200);
      const names = large.body.students.map((student) => student.displayName);
      expect(names).toHaveLength(31);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
      expect(large.body.students.every((student) => student.sex)).toBe(true);
      expect(small.ddbRequests).toBeLessThanOrEqual(5);
      expect(large.ddbRequests).toBe(small.ddbRequests);
    });
  });
});
