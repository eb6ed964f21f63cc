import { describe, expect, it } from 'vitest';
import { gpu014In2026, sampleTimetable } from '../../tests/fixtures/untis/sample-plan.js';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu014 } from './gpu014.parser.js';
import { parseGpu018 } from './gpu018.parser.js';
import { buildTimetableImport } from './timetable-import.model.js';

const { input, model, plan, planOf } = sampleTimetable();
const onDay = (day: string) => plan.lessons.filter((lesson) => lesson.day === day);

describe('lesson dates of a school year', () => {
  it('puts every weekly lesson on each of its weekdays within its validity', () => {
    const german = plan.lessons.filter((lesson) => lesson.displayName === 'Deutsch 5b');
    // Tuesday 3rd, Wednesday 3rd and 4th period from 2025-08-11 to 2026-07-31.
    expect(german.filter((lesson) => lesson.day === '2025-08-12')).toHaveLength(1);
    expect(german[0]).toMatchObject({
      day: '2025-08-12',
      starttime: '09:40',
      endtime: '10:25',
      blockId: 'b3',
      subject: { subjectId: 's-D', name: 'Deutsch', color: '#ffcc99', shade: 500 },
      rooms: [{ roomId: 'r-R012', name: 'R012' }],
      tutors: [{ uid: 'u-mus', short: 'MUS' }],
      groups: [{ groupId: 'g-5b', displayName: '5b' }],
    });
    expect(german.every((lesson) => lesson.day >= '2025-08-11' && lesson.day <= '2026-07-31')).toBe(true);
    expect(
      plan.lessons.filter((lesson) => lesson.displayName.startsWith('Biologie 10a')).every((lesson) => lesson.day <= '2026-01-31'),
    ).toBe(true);
  });

  it('names a teacher without an account by the name GPU004 gives, and an account by its short name only', () => {
    const bar = plan.lessons.flatMap((lesson) => lesson.tutors ?? []).find((tutor) => tutor.short === 'BÄR');
    expect(bar?.name).toBe('Herr Bär');
    expect(bar?.uid).toMatch(/^untis-/);
    expect(plan.lessons.flatMap((lesson) => lesson.tutors ?? []).find((tutor) => tutor.short === 'MUS')).toEqual({
      uid: 'u-mus',
      short: 'MUS',
    });
  });

  it('merges the classes of a coupled lesson into one lesson date per subject', () => {
    const religion = onDay('2025-08-14').filter((lesson) => lesson.displayName.includes('Religionslehre'));
    expect(religion.map((lesson) => lesson.displayName).sort()).toEqual([
      'Evangelische Religionslehre 5a, 5b',
      'Katholische Religionslehre 5a, 5b',
    ]);
  });

  it('keeps course names and gives the same id for the same lesson and day', () => {
    expect(onDay('2025-08-11').map((lesson) => lesson.displayName)).toContain('M-LK1 Q1');
    const again = planOf(model);
    expect(again.lessons.map((lesson) => lesson.lessonDateId)).toEqual(plan.lessons.map((lesson) => lesson.lessonDateId));
    expect(new Set(plan.lessons.map((lesson) => lesson.lessonDateId)).size).toBe(plan.lessons.length);
  });
});

describe('changes of GPU014', () => {
  it('cancels the lesson of the day, visible for students and guardians', () => {
    const cancelled = onDay('2026-03-11').find((lesson) => lesson.displayName === 'Deutsch 5b' && lesson.starttime === '10:30');
    expect(cancelled?.changes?.map(({ changeId }) => changeId)).toEqual([expect.stringMatching(/-cancel$/)]);
    expect(cancelled?.changes?.map(({ changeId: _changeId, ...change }) => change)).toEqual([
      {
        type: 'cancel',
        visibleForStudent: true,
        visibleForGuardian: true,
        text: 'Aufgaben im Moodle',
      },
    ]);
  });

  it('adds a substitute teacher and a room change to the weekly lesson', () => {
    const substituted = onDay('2026-03-10').find((lesson) => lesson.displayName === 'Deutsch 5b');
    expect(substituted?.changes?.map((change) => change.type)).toEqual(['substitution']);
    expect(substituted?.changes?.[0]).toMatchObject({ tutors: [{ uid: 'u-mul', short: 'Mül' }], text: 'Thema "Brüche" wiederholen' });
    const room = onDay('2026-03-09').find((lesson) => lesson.displayName === 'Mathematik 5a');
    expect(room?.changes).toMatchObject([
      { type: 'roomChange', rooms: [{ roomId: 'r-BÜ1', name: 'BÜ1' }], text: 'Raum belegt; bitte BÜ1 nutzen' },
    ]);
  });

  it('applies a row for two classes of a coupled lesson once', () => {
    const religion = onDay('2026-03-12').find((lesson) => lesson.displayName === 'Katholische Religionslehre 5a, 5b');
    expect(religion?.changes?.map((change) => change.type)).toEqual(['substitution', 'roomChange', 'subjectChange']);
  });

  it('makes additional and moved-in lessons lesson dates of their own', () => {
    const extra = onDay('2026-03-11').find((lesson) =>
      lesson.changes?.some((change) => change.type === 'replacement' && change.text?.includes('Förderunterricht')),
    );
    expect(extra).toMatchObject({
      displayName: 'Deutsch 5b',
      starttime: '12:25',
      tutors: [{ uid: 'u-mus', short: 'MUS' }],
      groups: [{ displayName: '5b' }],
    });
    const moved = onDay('2026-03-13').find((lesson) => lesson.changes?.some((change) => change.text?.includes('verlegt von')));
    expect(moved).toMatchObject({ displayName: 'Englisch 6c', starttime: '08:35' });
  });

  it('counts the rows applied and names those it could not place', () => {
    expect(plan.changes).toBe(8);
    expect(plan.problems).toEqual([
      { file: 'GPU002', line: 0, code: 'lesson-group-ignored', params: { lessonGroup: 'A-Woche' } },
      // Biology of 10a ends on 2026-01-31 (GPU002), so its substitution in March has no lesson.
      { file: 'GPU014', line: 8, code: 'lesson-not-scheduled', params: { date: '2026-03-12' } },
    ]);
  });
});

describe('holidays of GPU018', () => {
  /** Religion of 5a and 5b on Fronleichnam and German of 5b in the Osterferien, as Untis may still list them. */
  const onHolidays = [
    '9020;"20260604";5;;4720;"KRÄ";"SCH";"REK";;;;"BÜ1";;;"5a~5b";;"Vertretung";2097152;"5a~5b";;202606011000;"+"',
    '9021;"20260331";3;;4711;"MUS";"WEI";"D";;;;"R012";;;"5b";;;2097152;"5b";;202603271000;"+"',
  ];
  const withHolidays = buildTimetableImport({
    ...input,
    substitutions: parseGpu014(`${gpu014In2026().trimEnd()}\r\n${onHolidays.join('\r\n')}\r\n`).rows,
    holidays: parseGpu018(readUntisFixture('GPU018.TXT')).rows,
  });
  const holidayPlan = planOf(withHolidays);
  const daysOf = (lessons: typeof plan.lessons) => new Set(lessons.map((lesson) => lesson.day));

  it('writes no lesson date in the Ferien, first and last day included', () => {
    const days = daysOf(holidayPlan.lessons);
    for (const day of [
      '2025-10-13',
      '2025-10-24',
      '2025-12-22',
      '2026-01-06',
      '2026-03-30',
      '2026-04-10',
      '2026-05-26',
      '2026-07-20',
      '2026-07-31',
    ]) {
      expect(days.has(day), day).toBe(false);
      expect(daysOf(plan.lessons).has(day), day).toBe(true);
    }
    expect(days.has('2025-10-10')).toBe(true);
    expect(days.has('2025-10-27')).toBe(true);
    expect(days.has('2026-01-07')).toBe(true);
  });

  it('writes none on a single Feiertag and keeps the other days of its week', () => {
    const fronleichnamWeek = (lessons: typeof plan.lessons) =>
      lessons.filter((lesson) => lesson.day >= '2026-06-01' && lesson.day <= '2026-06-05').map((lesson) => lesson.lessonDateId);
    expect(holidayPlan.lessons.filter((lesson) => lesson.day === '2026-06-04')).toEqual([]);
    expect(onDay('2026-06-04').length).toBeGreaterThan(0);
    expect(fronleichnamWeek(holidayPlan.lessons)).toEqual(
      fronleichnamWeek(plan.lessons).filter((id) => !id.startsWith('untis-2026-06-04-')),
    );
    expect(daysOf(holidayPlan.lessons).has('2025-10-03')).toBe(false);
  });

  it('leaves every other lesson date as it was, so only the holiday days change on a re-import', () => {
    const holidayIds = new Set(holidayPlan.lessons.map((lesson) => lesson.lessonDateId));
    const left = plan.lessons.filter((lesson) => !holidayIds.has(lesson.lessonDateId));
    expect(holidayPlan.lessons).toEqual(plan.lessons.filter((lesson) => holidayIds.has(lesson.lessonDateId)));
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((lesson) => withHolidays.holidays.some((holiday) => holiday.from <= lesson.day && lesson.day <= holiday.to))).toBe(
      true,
    );
  });

  it('counts the school days on which lessons were left out', () => {
    // Mon–Fri within the school year: 1 + 10 + 12 + 10 + 1 + 2 + 2 + 1 + 10 (Sommerferien up to 31 July).
    expect(holidayPlan.holidayDays).toBe(49);
    expect(plan.holidayDays).toBe(0);
  });

  it('applies no GPU014 row on a holiday and names each such row once, with the holiday', () => {
    expect(holidayPlan.changes).toBe(plan.changes);
    const notices = holidayPlan.problems.filter((problem) => problem.code === 'holiday');
    expect(notices).toEqual([
      { file: 'GPU014', line: 12, code: 'holiday', params: { date: '2026-06-04', name: 'Fronleichnam', publicHoliday: true } },
      { file: 'GPU014', line: 13, code: 'holiday', params: { date: '2026-03-31', name: 'Osterferien', publicHoliday: false } },
    ]);
  });
});
