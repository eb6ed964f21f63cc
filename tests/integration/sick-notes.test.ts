import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededWeeks } from '../../scripts/seed/seed-day.js';
import type { SickNoteBody } from '../../shared/schemas/classbook.schema.js';
import { addDays, berlinToday, isoWeekday, schoolDayOnOrAfter } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * 'Krankmeldung': eltern.weber reports Anna (7a, class teacher Müller; Schmidt teaches 7a too) sick
 * on the next school day; the absence shows on the today overview and only Müller confirms it.
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const today = berlinToday();
const day = schoolDayOnOrAfter(today);
const sickNoteId = `sick-note-test-${Date.now()}`;

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/attendance/absence.entity.js')),
    ...(await import('../../lambdas/attendance/student-entries.entity.js')),
  };
};

let people: DemoPeople;
let annaEntries: number;
const entriesOfAnna = async () => {
  const { studentEntriesEntity } = await services();
  const { data } = await studentEntriesEntity.get({ ...SCHOOL, studentUid: people['schueler.anna'].uid }).go();
  return data?.entries ?? 0;
};

beforeAll(async () => {
  people = await signInDemoPeople();
  annaEntries = await entriesOfAnna();
});

afterAll(async () => {
  const { absenceEntity, studentEntriesEntity } = await services();
  const { data } = await absenceEntity.query.byAbsence({ ...SCHOOL, absenceId: sickNoteId }).go();
  if (data.length === 0) return;
  await absenceEntity.delete(data).go();
  await studentEntriesEntity
    .update({ ...SCHOOL, studentUid: people['schueler.anna'].uid })
    .add({ entries: -1 })
    .go();
});

const report = (body: Partial<SickNoteBody>) => callRoute('reportSickness', { token: people['eltern.weber'].token, body });
const overview = async (username: DemoUsername) => {
  const answer = await callRoute('getTodayOverview', { token: people[username].token, query: { day } });
  expect(answer.status).toBe(200);
  return answer.body.absences.find((absence) => absence.id === sickNoteId);
};

describe('sick note of a guardian', () => {
  it('refuses days before today, too far ahead or too long, and an end before the start', async () => {
    const refused = [
      { start: addDays(today, -1), end: today },
      { start: addDays(today, 8), end: addDays(today, 8) },
      { start: today, end: addDays(today, 14) },
      { start: addDays(today, 1), end: today },
    ];
    for (const days of refused) {
      const answer = await report({ sickNoteId: 'refused', ...days });
      expect(answer.status).toBe(400);
      expect(answer.ddbWrites).toBe(0);
    }
  });

  it('refuses a weekend-only range: it would become no absence', async () => {
    const saturday = addDays(today, isoWeekday(today) === 7 ? 6 : 6 - isoWeekday(today));
    const answer = await report({ sickNoteId: 'weekend', start: saturday, end: addDays(saturday, 1) });
    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({ end: 'no_school_day' });
  });

  it('becomes an all-day absence for Krankheit of the active child, written with the entry count at once, and reported once', async () => {
    const first = await report({ sickNoteId, start: day, end: day, notice: 'Fieber' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sickNoteId, days: [day] });
    const again = await report({ sickNoteId, start: day, end: day, notice: 'Fieber' });
    expect(again.status).toBe(200);
    expect(await entriesOfAnna()).toBe(annaEntries + 1);

    const { absenceEntity } = await services();
    const { data } = await absenceEntity.query.byAbsence({ ...SCHOOL, absenceId: sickNoteId }).go();
    expect(data).toEqual([
      expect.objectContaining({
        day,
        studentUid: people['schueler.anna'].uid,
        reason: 0,
        holeDay: true,
        starttime: '07:00',
        endtime: '18:00',
        notice: 'Fieber',
        reportedByGuardian: true,
        authorUid: people['eltern.weber'].uid,
        groupIds: expect.arrayContaining(['7a']) as unknown,
      }),
    ]);
  });

  it('shows on the today overview of 7a’s tutors, and only the class teacher confirms it', async () => {
    expect((await overview('lehrer.mueller'))?.sickNote).toEqual({ confirmed: false, canConfirm: true });
    const bySchmidt = await overview('lehrer.schmidt');
    if (bySchmidt) expect(bySchmidt.sickNote).toEqual({ confirmed: false, canConfirm: false });

    const refused = await callRoute('confirmAbsence', { token: people['lehrer.schmidt'].token, params: { absenceId: sickNoteId } });
    expect(refused.status).toBe(403);
    expect(refused.ddbWrites).toBe(0);
    const confirmed = await callRoute('confirmAbsence', { token: people['lehrer.mueller'].token, params: { absenceId: sickNoteId } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ absenceId: sickNoteId, confirmed: true });
    expect((await overview('lehrer.mueller'))?.sickNote).toEqual({ confirmed: true, canConfirm: false });

    const repeated = await callRoute('confirmAbsence', { token: people['lehrer.mueller'].token, params: { absenceId: sickNoteId } });
    expect(repeated.status).toBe(200);
    expect(repeated.ddbWrites).toBe(0);
  });

  it('confirms only absences a guardian reported', async () => {
    // The seed's absence of Ben in its first week, entered by Müller (scripts/seed/demo-attendance.ts).
    const params = { absenceId: `demo-ill-${seededWeeks().first}` };
    const answer = await callRoute('confirmAbsence', { token: people['lehrer.mueller'].token, params });
    expect(answer.status).toBe(404);
  });
});
