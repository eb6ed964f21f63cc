import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceBody } from '../../shared/schemas/classbook.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** 'Abwesenheit eintragen' from Meine Klassen, on days no other test looks at (a Monday and Tuesday). */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const MONDAY = '2027-06-14';
const TUESDAY = '2027-06-15';
const ID = 'group-absence-test';

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/attendance/absence.entity.js')),
    ...(await import('../../lambdas/attendance/student-entries.entity.js')),
  };
};

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const copiesOf = async (absenceId: string) => {
  const { absenceEntity } = await services();
  return (await absenceEntity.query.byAbsence({ ...SCHOOL, absenceId }).go()).data;
};
const entriesOf = async (studentUid: string) => {
  const { studentEntriesEntity } = await services();
  return (await studentEntriesEntity.get({ ...SCHOOL, studentUid }).go()).data?.entries ?? 0;
};

afterAll(async () => {
  const { absenceEntity, studentEntriesEntity } = await services();
  const copies = await copiesOf(ID);
  if (copies.length === 0) return;
  await absenceEntity.delete(copies).go();
  await studentEntriesEntity
    .update({ ...SCHOOL, studentUid: people['schueler.anna'].uid })
    .subtract({ entries: 1 })
    .go();
});

const enter = (username: DemoUsername, groupId: string, body: AbsenceBody) =>
  callRoute('createGroupAbsence', { token: people[username].token, params: { groupId }, body });
const absence = (overrides: Partial<AbsenceBody> = {}): AbsenceBody => ({
  absenceId: ID,
  studentUid: people['schueler.anna'].uid,
  start: MONDAY,
  end: TUESDAY,
  holeDay: false,
  starttime: '08:00',
  endtime: '12:00',
  reason: 3,
  notice: 'Arzttermin',
  ...overrides,
});

describe('Abwesenheit eintragen from Meine Klassen', () => {
  it('writes every day copy with the entry counter once, and answers the new count', async () => {
    const anna = people['schueler.anna'].uid;
    const before = await entriesOf(anna);
    const saved = await enter('lehrer.mueller', '7a', absence());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ absenceId: ID, days: [MONDAY, TUESDAY], entries: before + 1 });
    const again = await enter('lehrer.mueller', '7a', absence());
    expect(again.status).toBe(200);
    expect(again.body.entries).toBe(before + 1);
    expect(await entriesOf(anna)).toBe(before + 1);
    expect(await copiesOf(ID)).toMatchObject(
      [MONDAY, TUESDAY].map((day) => ({
        day,
        studentUid: anna,
        starttime: '08:00',
        endtime: '12:00',
        holeDay: false,
        reason: 3,
        notice: 'Arzttermin',
        authorUid: people['lehrer.mueller'].uid,
      })),
    );
    for (const copy of await copiesOf(ID)) expect(copy.groupIds).toContain('7a');
  });

  it('refuses a tutor who does not see the class (403), another school’s class (404) and students', async () => {
    expect((await enter('lehrer.schmidt', '7a', absence({ absenceId: 'group-absence-schmidt' }))).status).toBe(403);
    const foreign = await enter('lehrer.mueller', '6c', absence({ absenceId: 'group-absence-6c' }));
    expect(foreign.status).toBe(404);
    expect(foreign.error?.code).toBe('not-found');
    expect((await enter('schueler.anna', '7a', absence({ absenceId: 'group-absence-anna' }))).status).toBe(403);
    for (const absenceId of ['group-absence-schmidt', 'group-absence-6c', 'group-absence-anna'])
      expect(await copiesOf(absenceId)).toEqual([]);
  });

  it('refuses a student outside the group, end before start and more school days than one transaction holds, writing nothing', async () => {
    const ben = people['schueler.ben'].uid;
    const anna = people['schueler.anna'].uid;
    const [benBefore, annaBefore] = [await entriesOf(ben), await entriesOf(anna)];
    const outside = await enter('lehrer.mueller', '7a', absence({ absenceId: 'group-absence-ben', studentUid: ben }));
    expect(outside.status).toBe(400);
    expect(outside.error?.fields).toEqual({ studentUid: 'not_in_group' });
    const backwards = await enter('lehrer.mueller', '7a', absence({ absenceId: 'group-absence-back', end: '2027-06-11' }));
    expect(backwards.status).toBe(400);
    expect(backwards.error?.fields).toEqual({ 'body.end': 'custom' });
    const long = await enter('lehrer.mueller', '7a', absence({ absenceId: 'group-absence-long', start: '2026-12-01', end: '2027-06-30' }));
    expect(long.status).toBe(400);
    expect(long.error?.fields).toEqual({ end: 'too_long' });
    const weekend = await enter(
      'lehrer.mueller',
      '7a',
      absence({ absenceId: 'group-absence-weekend', start: '2027-06-12', end: '2027-06-13' }),
    );
    expect(weekend.status).toBe(400);
    expect(weekend.error?.fields).toEqual({ end: 'no_school_day' });
    for (const absenceId of ['group-absence-ben', 'group-absence-back', 'group-absence-long', 'group-absence-weekend'])
      expect(await copiesOf(absenceId)).toEqual([]);
    expect([await entriesOf(ben), await entriesOf(anna)]).toEqual([benBefore, annaBefore]);
  });
});
