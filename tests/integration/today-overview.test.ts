import { beforeAll, describe, expect, it } from 'vitest';
import { currentSchoolWeek, seededWeeks } from '../../scripts/seed/seed-day.js';
import { todayOverviewDays } from '../../shared/today.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { demoCourseDatesInWeek } from '../fixtures/demo-school-calendar.js';
import { anyNumber, objectContaining, stringMatching } from '../fixtures/matchers.js';

/**
 * The demo seed writes changes, day notes and absences into its two weeks (seededWeeks,
 * scripts/seed/demo-timetable.ts, demo-attendance.ts); the second week's are read. On Tuesdays Müller teaches 7a in
 * the 3rd (cancelled) and 4th lesson and 9b in the 5th (room changed); Anna (7a) has a note, Ben
 * (9b) is on leave all week.
 */
const nextTuesday = addDays(seededWeeks().second, 1);
const nextThursday = addDays(nextTuesday, 2);

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const overview = async (username: DemoUsername, day?: string) => {
  const answer = await callRoute('getTodayOverview', { token: people[username].token, query: day ? { day } : {} });
  expect(answer.status).toBe(200);
  return { body: answer.body, ddbRequests: answer.ddbRequests, ddbWrites: answer.ddbWrites };
};

describe('today overview', () => {
  it("gives a tutor the day's lessons with every change, the notes and absences of her students, and matching counters", async () => {
    const { body } = await overview('lehrer.mueller', nextTuesday);
    expect(body.day).toBe(nextTuesday);
    // In the second half-year the seed's courses, which she leads, meet in the afternoon too.
    const courseDates = demoCourseDatesInWeek(seededWeeks().second, 'lehrer.mueller')
      .filter((lesson) => lesson.day === nextTuesday)
      .map((lesson) => lesson.lessonDateId);
    expect(body.lessons.map((lesson) => lesson.id)).toEqual([
      `7a-${nextTuesday}-b3`,
      `7a-${nextTuesday}-b4`,
      `9b-${nextTuesday}-b5`,
      ...courseDates,
    ]);
    expect(body.changes.map((lesson) => `${lesson.id} ${lesson.changes.map((change) => change.type).join(',')}`)).toEqual([
      `7a-${nextTuesday}-b3 cancel`,
      `9b-${nextTuesday}-b5 roomChange`,
    ]);
    expect(body.daynotices.map((note) => `${note.student.displayName} ${note.student.group}`)).toEqual(['Anna Weber 7a']);
    expect(body.absences).toEqual([
      expect.objectContaining({
        student: objectContaining({ uid: people['schueler.ben'].uid, group: '9b' }),
        reason: 3,
        holeDay: true,
        eventIds: [`9b-${nextTuesday}-b5`],
      }),
    ]);
    // The seed's Lehrerkonferenz is on Tuesday of the current school week (scripts/seed/demo-events.ts).
    const conferences =
      nextTuesday === addDays(currentSchoolWeek(), 1)
        ? [{ id: `lehrerkonferenz-${nextTuesday}`, displayName: 'Lehrerkonferenz', starttime: '15:30', endtime: '17:00' }]
        : [];
    expect(body.specialEvents).toEqual([]);
    expect(body.appointments).toEqual(conferences);
    // Müller's break supervision on the Pausenhof, every school day before the 3rd period.
    expect(body.supervisions).toEqual([
      { id: `aufsicht-pausenhof-mueller-${nextTuesday}`, displayName: 'Pausenhof', starttime: '09:35', endtime: '09:55' },
    ]);
    expect(body.counters).toEqual({
      specialEvents: 0,
      appointments: conferences.length,
      supervisions: 1,
      daynotices: 1,
      changes: 2,
      absences: 1,
    });
    // A day before today has no weather: in a year's last week the second seeded week is the seed's own.
    if (nextTuesday < berlinToday()) expect(body.weather).toBeNull();
    else expect(body.weather).toMatchObject({ icon: stringMatching(/^\d{2}[dn]$/), temp: anyNumber() });
  });

  it("lists the break supervision a tutor stands in for under 'Aufsichten', and not for the tutor it was taken from", async () => {
    // The seed: Schmidt's 'Gang Nord' on Wednesday of the current school week is taken over by Müller.
    const wednesday = addDays(currentSchoolWeek(), 2);
    const supervisions = async (username: DemoUsername) =>
      (await overview(username, wednesday)).body.supervisions.map((supervision) => `${supervision.displayName} ${supervision.starttime}`);
    expect(await supervisions('lehrer.mueller')).toEqual(['Pausenhof 09:35', 'Gang Nord 11:30']);
    expect(await supervisions('lehrer.schmidt')).toEqual([]);
  });

  it('groups a partial absence under the lessons it overlaps', async () => {
    const { body } = await overview('lehrer.mueller', nextThursday);
    const anna = body.absences.find((absence) => absence.student.uid === people['schueler.anna'].uid);
    // Thursday 09:55–11:30: Müller teaches 7a in the 1st and 3rd block; only the 3rd (09:55) overlaps.
    expect(anna).toMatchObject({ starttime: '09:55', endtime: '11:30', holeDay: false, eventIds: [`7a-${nextThursday}-b3`] });
  });

  it('shows another tutor only the students of her own lessons', async () => {
    const { body } = await overview('lehrer.schmidt', nextTuesday);
    expect(body.lessons.every((lesson) => lesson.tutors.some((tutor) => tutor.short === 'SCH'))).toBe(true);
    const groups = new Set(body.lessons.flatMap((lesson) => lesson.groups.map((group) => group.id)));
    for (const item of [...body.daynotices, ...body.absences]) expect(groups.has(item.student.group)).toBe(true);
  });

  it('defaults to the first day of the break-hour rule', async () => {
    const { body } = await overview('lehrer.mueller');
    expect(body.day).toBe(todayOverviewDays(new Date())[0].day);
  });

  it("never shows another school's students, and shows that school's tutor only her own", async () => {
    const lindenhof = await overview('lehrer.mueller', nextTuesday);
    expect(JSON.stringify(lindenhof.body)).not.toContain(people['schueler.lena'].uid);
    const birkenweg = await overview('lehrer.klein', nextTuesday);
    expect(birkenweg.body.absences.map((absence) => absence.student.uid)).toEqual([people['schueler.lena'].uid]);
    expect(birkenweg.body.daynotices).toEqual([]);
    expect(JSON.stringify(birkenweg.body)).not.toContain(people['schueler.anna'].uid);
    expect(JSON.stringify(birkenweg.body)).not.toContain(people['schueler.ben'].uid);
  });

  it("says 'nothing' on a day without lessons", async () => {
    const { body } = await overview('lehrer.mueller', '2027-08-02');
    expect(body).toMatchObject({ lessons: [], daynotices: [], changes: [], absences: [] });
    expect(body.counters).toEqual({ specialEvents: 0, appointments: 0, supervisions: 0, daynotices: 0, changes: 0, absences: 0 });
  });

  it('refuses students and guardians and a day that does not exist', async () => {
    for (const username of ['schueler.anna', 'eltern.weber'] as const) {
      const answer = await callRoute('getTodayOverview', { token: people[username].token, query: { day: nextTuesday } });
      expect(answer.status).toBe(403);
    }
    const badDay = await callRoute('getTodayOverview', { token: people['lehrer.mueller'].token, query: { day: '2026-02-30' } });
    expect(badDay.status).toBe(400);
  });

  it('needs the same small number of DynamoDB requests for a full day as for an empty one, and caches the weather', async () => {
    const full = await overview('lehrer.mueller', nextTuesday);
    const again = await overview('lehrer.mueller', nextTuesday);
    await overview('lehrer.mueller', '2027-08-02');
    const empty = await overview('lehrer.mueller', '2027-08-02');
    expect(full.body.lessons.length).toBeGreaterThan(2);
    // Warm weather cache and unchanged plan: the caller's user record with the school, the plan
    // version with the tutor's cached week beside notes and absences (one collection), then one
    // batch get of the weather, the students' names and the absent students' groups. A first read
    // after a plan change reads the week (tutor: at most five requests, and its put); a stale weather cache adds its put.
    expect(full.ddbRequests).toBeLessThanOrEqual(4 + 6 + 1);
    expect(again.ddbRequests).toBe(4);
    expect(again.ddbWrites).toBe(0);
    // Without lessons nobody's name is needed: the batch get reads the weather alone.
    expect(empty.ddbRequests).toBe(4);
  });
});
