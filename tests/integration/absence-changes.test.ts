import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceBody } from '../../shared/schemas/classbook.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** Changing and removing an absence, on a week no other test looks at (Monday 2027-06-07 to Wednesday). */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const [MONDAY, TUESDAY, WEDNESDAY] = ['2027-06-07', '2027-06-08', '2027-06-09'];
const ANNA_ID = 'absence-change-anna';
const BEN_ID = 'absence-change-ben';

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/attendance/absence.entity.js')),
    ...(await import('../../lambdas/attendance/student-entries.entity.js')),
  };
};
const copiesOf = async (absenceId: string) => {
  const { absenceEntity } = await services();
  return (await absenceEntity.query.byAbsence({ ...SCHOOL, absenceId }).go()).data;
};
const entriesOf = async (studentUid: string) => {
  const { studentEntriesEntity } = await services();
  return (await studentEntriesEntity.get({ ...SCHOOL, studentUid }).go()).data?.entries ?? 0;
};

let people: DemoPeople;
const absence = (overrides: Partial<AbsenceBody> = {}): AbsenceBody => ({
  absenceId: ANNA_ID,
  studentUid: people['schueler.anna'].uid,
  start: MONDAY,
  end: TUESDAY,
  holeDay: true,
  reason: 0,
  notice: 'Grippe',
  ...overrides,
});
const change = (username: DemoUsername, body: AbsenceBody) => callRoute('changeAbsence', { token: people[username].token, body });
const remove = (username: DemoUsername, absenceId: string) =>
  callRoute('removeAbsence', { token: people[username].token, params: { absenceId } });

beforeAll(async () => {
  people = await signInDemoPeople();
  const entered = await callRoute('createGroupAbsence', {
    token: people['lehrer.mueller'].token,
    params: { groupId: '7a' },
    body: absence(),
  });
  expect(entered.status).toBe(200);
  const ben = await callRoute('createGroupAbsence', {
    token: people['lehrer.schmidt'].token,
    params: { groupId: '9b' },
    body: absence({ absenceId: BEN_ID, studentUid: people['schueler.ben'].uid }),
  });
  expect(ben.status).toBe(200);
});

afterAll(async () => {
  const { absenceEntity, studentEntriesEntity } = await services();
  for (const [absenceId, student] of [
    [ANNA_ID, 'schueler.anna'],
    [BEN_ID, 'schueler.ben'],
  ] as const) {
    const copies = await copiesOf(absenceId);
    if (copies.length === 0) continue;
    await absenceEntity.delete(copies).go();
    await studentEntriesEntity
      .update({ ...SCHOOL, studentUid: people[student].uid })
      .subtract({ entries: 1 })
      .go();
  }
});

describe('changing an absence', () => {
  it('moves its days, times and reason in one go: a day it no longer covers is gone, a new one added, the count stays', async () => {
    const anna = people['schueler.anna'].uid;
    const before = await entriesOf(anna);
    const changed = await change(
      'lehrer.mueller',
      absence({ start: TUESDAY, end: WEDNESDAY, holeDay: false, starttime: '09:00', endtime: '11:30', reason: 4, notice: undefined }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ absenceId: ANNA_ID, days: [TUESDAY, WEDNESDAY] });
    const copies = await copiesOf(ANNA_ID);
    expect(copies).toMatchObject(
      [TUESDAY, WEDNESDAY].map((day) => ({
        day,
        start: TUESDAY,
        end: WEDNESDAY,
        starttime: '09:00',
        endtime: '11:30',
        holeDay: false,
        reason: 4,
      })),
    );
    expect(copies.map((copy) => copy.notice)).toEqual([undefined, undefined]);
    expect(copies.every((copy) => copy.authorUid === people['lehrer.mueller'].uid && copy.groupIds.includes('7a'))).toBe(true);
    expect(await entriesOf(anna)).toBe(before);
  });

  it('refuses another student, a range without a school day and more days than one transaction holds, changing nothing', async () => {
    const before = await copiesOf(ANNA_ID);
    const other = await change('lehrer.mueller', absence({ studentUid: people['schueler.ben'].uid }));
    expect(other.status).toBe(400);
    expect(other.error?.fields).toEqual({ studentUid: 'not_changeable' });
    const weekend = await change('lehrer.mueller', absence({ start: '2027-06-12', end: '2027-06-13' }));
    expect(weekend.status).toBe(400);
    expect(weekend.error?.fields).toEqual({ end: 'no_school_day' });
    const long = await change('lehrer.mueller', absence({ start: '2026-12-01', end: '2027-06-30' }));
    expect(long.status).toBe(400);
    expect(long.error?.fields).toEqual({ end: 'too_long' });
    const backwards = await change('lehrer.mueller', absence({ end: '2027-06-01' }));
    expect(backwards.status).toBe(400);
    expect(await copiesOf(ANNA_ID)).toEqual(before);
  });

  it('refuses a tutor who neither entered it nor leads the class (403), another school (404) and students', async () => {
    expect((await change('lehrer.schmidt', absence())).status).toBe(403);
    expect((await change('lehrer.klein', absence())).status).toBe(404);
    expect((await change('schueler.anna', absence())).status).toBe(403);
    expect((await remove('lehrer.schmidt', ANNA_ID)).status).toBe(403);
    expect((await remove('lehrer.klein', ANNA_ID)).status).toBe(404);
    expect((await remove('lehrer.mueller', BEN_ID)).status).toBe(403);
    expect(await copiesOf(ANNA_ID)).toHaveLength(2);
  });
});

describe('removing an absence', () => {
  it('removes every day copy and one entry together; a second removal finds nothing', async () => {
    const anna = people['schueler.anna'].uid;
    const before = await entriesOf(anna);
    const removed = await remove('lehrer.mueller', ANNA_ID);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ absenceId: ANNA_ID, removed: true });
    expect(await copiesOf(ANNA_ID)).toEqual([]);
    expect(await entriesOf(anna)).toBe(before - 1);
    const again = await remove('lehrer.mueller', ANNA_ID);
    expect(again.status).toBe(404);
    expect(await entriesOf(anna)).toBe(before - 1);
  });

  it('lets the author remove what she entered', async () => {
    const ben = people['schueler.ben'].uid;
    const before = await entriesOf(ben);
    expect((await remove('lehrer.schmidt', BEN_ID)).status).toBe(200);
    expect(await copiesOf(BEN_ID)).toEqual([]);
    expect(await entriesOf(ben)).toBe(before - 1);
  });
});
