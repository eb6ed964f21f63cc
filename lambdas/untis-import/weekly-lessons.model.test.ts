import { describe, expect, it } from 'vitest';
import { planBuilder, planContext } from '../../tests/fixtures/untis/plan-context.js';
import type { ImportHoliday, TimetableSlot } from './timetable-import-types.model.js';
import { weeklyLessonDates, weeklyLessons } from './weekly-lessons.model.js';

/** German of 5a on Mondays (2026-03-02 is one) in the 1st period, valid in March 2026, until a test says otherwise. */
const slot = (fields: Partial<TimetableSlot>): TimetableSlot => ({
  key: `slot-${fields.className ?? '5a'}`,
  lessonNumber: 12,
  day: 1,
  period: 1,
  start: '07:45',
  end: '08:30',
  className: '5a',
  subject: 'D',
  subjectKey: 'D',
  teachers: ['MUS'],
  rooms: ['R012'],
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  ...fields,
});

const noHolidays = new Map<string, ImportHoliday>();
const datesOf = (slots: TimetableSlot[], holidays = noHolidays, builder = planBuilder()) =>
  weeklyLessonDates(weeklyLessons(slots).values(), builder, planContext, holidays);

describe('weekly lessons', () => {
  it('couples the slots of one lesson, weekday, period and subject over their classes, teachers and rooms', () => {
    const lessons = [
      ...weeklyLessons([
        slot({}),
        slot({ className: '5b', teachers: ['MUS', 'BÄR'], rooms: ['R104'], validFrom: '2026-02-01', validTo: '2026-03-15' }),
        slot({ period: 2 }),
      ]).values(),
    ];
    expect(lessons).toHaveLength(2);
    expect(lessons[0]).toMatchObject({
      classes: ['5a', '5b'],
      teachers: ['MUS', 'BÄR'],
      rooms: ['R012', 'R104'],
      validFrom: '2026-02-01',
      validTo: '2026-03-31',
    });
  });

  it('holds a coupled lesson without bound when one of its slots has none', () => {
    const [lesson] = weeklyLessons([slot({}), slot({ className: '5b', validFrom: undefined, validTo: undefined })]).values();
    expect(lesson?.validFrom).toBeUndefined();
    expect(lesson?.validTo).toBeUndefined();
  });
});

describe('the lesson dates of weekly lessons', () => {
  it('puts a lesson on its weekday within its validity, its classes in its name', () => {
    const { dates } = datesOf([slot({}), slot({ className: '5b' })]);
    expect([...dates.values()].map((date) => date.day)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    expect([...dates.values()][0]).toEqual({
      lessonDateId: expect.stringMatching(/^untis-2026-03-02-/) as string,
      day: '2026-03-02',
      starttime: '07:45',
      endtime: '08:30',
      displayName: 'Deutsch 5a, 5b',
      blockId: 'b1',
      subject: { subjectId: 's-D', name: 'Deutsch', color: '#ffcc99', shade: 500 },
      rooms: [{ roomId: 'r-R012', name: 'R012' }],
      tutors: [{ uid: 'u-mus', short: 'MUS' }],
      groups: [
        { groupId: 'g-5a', displayName: '5a' },
        { groupId: 'g-5b', displayName: '5b' },
      ],
      changes: [],
    });
  });

  it('holds a lesson without validity, or valid beyond it, within the school year', () => {
    const days = [...datesOf([slot({ validFrom: undefined, validTo: '2027-12-31' })]).dates.values()].map((date) => date.day);
    expect(days[0]).toBe('2025-08-04');
    expect(days.at(-1)).toBe('2026-07-27');
  });

  it('leaves holidays out and counts them, each day once', () => {
    const holiday = { name: 'Osterferien', from: '2026-03-09', to: '2026-03-16', publicHoliday: false };
    const holidays = new Map([
      ['2026-03-09', holiday],
      ['2026-03-16', holiday],
    ]);
    const { dates, holidayDays } = datesOf([slot({}), slot({ lessonNumber: 13, subject: 'M', subjectKey: 'M' })], holidays);
    expect(new Set([...dates.values()].map((date) => date.day))).toEqual(new Set(['2026-03-02', '2026-03-23', '2026-03-30']));
    expect(holidayDays).toEqual(new Set(['2026-03-09', '2026-03-16']));
  });

  it('names a course by its own name under the subject it belongs to, and an unknown subject as written', () => {
    const names = (fields: Partial<TimetableSlot>) =>
      [...datesOf([slot(fields)]).dates.values()].map(({ displayName, subject }) => [displayName, subject?.subjectId]);
    expect(names({ subject: 'M-LK1', subjectKey: 'M', className: 'Q1' })[0]).toEqual(['M-LK1 Q1', 's-M']);
    expect(names({ subject: 'PH', subjectKey: undefined })[0]).toEqual(['PH 5a', undefined]);
  });

  it('plans no lesson without a time, and names each ignored lesson group once', () => {
    const builder = planBuilder();
    const { dates } = datesOf(
      [
        slot({ start: undefined, end: undefined }),
        slot({ lessonNumber: 13, lessonGroup: 'A-Woche' }),
        slot({ lessonNumber: 14, lessonGroup: 'A-Woche' }),
      ],
      noHolidays,
      builder,
    );
    expect(dates.size).toBe(10);
    expect(builder.problems).toEqual([{ file: 'GPU002', line: 0, code: 'lesson-group-ignored', params: { lessonGroup: 'A-Woche' } }]);
  });
});
