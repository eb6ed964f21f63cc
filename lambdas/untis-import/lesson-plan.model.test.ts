import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import type { MasterDataIds } from '../timetable/imported-master-data.service.js';
import { parseGpu001 } from './gpu001.parser.js';
import { parseGpu002 } from './gpu002.parser.js';
import { parseGpu003 } from './gpu003.parser.js';
import { parseGpu004 } from './gpu004.parser.js';
import { parseGpu005 } from './gpu005.parser.js';
import { parseGpu006 } from './gpu006.parser.js';
import { parseGpu014 } from './gpu014.parser.js';
import { parseGpu018 } from './gpu018.parser.js';
import { isVisibleForClass, planLessonDates } from './lesson-plan.model.js';
import { masterDataOf, matchTutors, subjectOfCourse } from './master-data.model.js';
import { parseTimeGrid, timeGridFromRows } from './time-grid.parser.js';
import { buildTimetableImport } from './timetable-import.model.js';
import type { TimetableImportInput } from './timetable-import.types.js';

/** The sample GPU014 moved by 52 weeks into the school year 2025/26 (same weekdays). */
const gpu014In2026 = () =>
  new TextDecoder()
    .decode(readUntisFixture('GPU014.TXT'))
    .replace(/"202503(1[0-4])"/g, (_, day: string) => `"202603${String(Number(day) - 1).padStart(2, '0')}"`);

const grid = timeGridFromRows(parseTimeGrid(readUntisFixture('time.txt')).rows);
const input: TimetableImportInput = {
  timetable: parseGpu001(readUntisFixture('GPU001.TXT')).rows,
  timeGrid: grid,
  classes: parseGpu003(readUntisFixture('GPU003.TXT')).rows,
  teachers: parseGpu004(readUntisFixture('GPU004.TXT')).rows,
  rooms: parseGpu005(readUntisFixture('GPU005.TXT')).rows,
  subjects: parseGpu006(readUntisFixture('GPU006.TXT')).rows,
  lessons: parseGpu002(readUntisFixture('GPU002.TXT')).rows,
  substitutions: parseGpu014(gpu014In2026()).rows,
  subjectOverrides: { 'M-LK1': 'M' },
};
const model = buildTimetableImport(input);

const users = [
  { uid: 'u-mus', short: 'MUS' },
  { uid: 'u-mul', short: 'Mül' },
  { uid: 'u-sch1', short: 'SCH' },
  { uid: 'u-sch2', short: 'sch' },
];
const { tutors, problems: tutorProblems } = matchTutors(model, users);
const master = masterDataOf(model, grid, tutors);
/** Ids as the timetable service would hand them out: the names themselves. */
const ids: MasterDataIds = {
  groups: new Map(master.groups.map((group) => [group.name, { groupId: `g-${group.name}`, displayName: group.name }])),
  subjects: new Map(
    master.subjects.map((subject) => [
      subject.name,
      { subjectId: `s-${subject.name}`, name: subject.longName ?? subject.name, color: subject.color, shade: 500 },
    ]),
  ),
  rooms: new Map(master.rooms.map((room) => [room.name, { roomId: `r-${room.name}`, name: room.name }])),
  blocks: new Map(master.blocks.map((block) => [block.period, { blockId: `b${block.period}` }])),
};
const schoolYear = { start: '2025-08-01', end: '2026-07-31' };
const plan = planLessonDates(model, { range: schoolYear, ids, tutors, courses: subjectOfCourse(model) });
const onDay = (day: string) => plan.lessons.filter((lesson) => lesson.day === day);

describe('tutors by short name', () => {
  it('matches one account per short name, ignoring case, and reports the others', () => {
    expect(tutors.get('MUS')?.uid).toBe('u-mus');
    expect(tutors.get('MÜL')?.uid).toBe('u-mul');
    expect(tutors.has('SCH')).toBe(false);
    expect(tutorProblems).toContainEqual(expect.objectContaining({ code: 'tutor-ambiguous', params: { short: 'SCH', accounts: 2 } }));
    expect(tutorProblems).toContainEqual({ file: 'GPU004', line: 2, code: 'tutor-without-account', params: { short: 'BÄR' } });
  });
});

describe('master data of an import', () => {
  it('lists every class, subject, room and period, course names under their subject', () => {
    expect(master.groups.map((group) => group.name)).toEqual(['5a', '5b', '6c', '10a', 'Q1', '5aR']);
    expect(master.groups.find((group) => group.name === '5a')?.classTutorUid).toBe('u-mul');
    expect(master.subjects.map((subject) => subject.name)).not.toContain('M-LK1');
    expect(master.subjects.find((subject) => subject.name === 'D')).toEqual({ name: 'D', longName: 'Deutsch', color: '#ffcc99' });
    expect(master.subjects.find((subject) => subject.name === 'PH')?.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(master.rooms.map((room) => room.name)).toEqual(['R012', 'R104', 'BÜ1', 'TH-Süd', 'Aula']);
    expect(master.blocks[0]).toEqual({ period: 1, starttime: '07:45', endtime: '08:30' });
    expect(master.blocks).toHaveLength(8);
  });
});

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
    const again = planLessonDates(model, {
      range: { start: '2025-08-01', end: '2026-07-31' },
      ids,
      tutors,
      courses: subjectOfCourse(model),
    });
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

  it('shows planning details to tutors only', () => {
    expect(isVisibleForClass('absentTutorsChange', ['open'])).toBe(false);
    expect(isVisibleForClass('additionalAttribute', ['partial'])).toBe(false);
    expect(isVisibleForClass('additionalAttribute', ['classSupervision'])).toBe(true);
    expect(isVisibleForClass('cancel', ['movedAway'])).toBe(true);
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
  const holidayPlan = planLessonDates(withHolidays, { range: schoolYear, ids, tutors, courses: subjectOfCourse(withHolidays) });
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
