import { describe, expect, it } from 'vitest';
import { planBuilder, planContext } from '../../tests/fixtures/untis/plan-context.js';
import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import { addStandalone, changeItems, isVisibleForClass } from './lesson-changes.model.js';
import type { TimetableChange } from './timetable-import-types.model.js';

/** A GPU014 row on Monday 9 March 2026, 1st period, that changes nothing until a test says what. */
const change = (fields: Partial<TimetableChange>): TimetableChange => ({
  key: 'row-3',
  date: '2026-03-09',
  period: 1,
  start: '07:45',
  end: '08:30',
  effect: 'takesPlace',
  types: [],
  attributes: [],
  rooms: [],
  substituteRooms: [],
  substituteClasses: [],
  substitutionId: 4711,
  line: 3,
  ...fields,
});

describe('who sees a change', () => {
  it('shows planning details to tutors only', () => {
    expect(isVisibleForClass('absentTutorsChange', ['open'])).toBe(false);
    expect(isVisibleForClass('additionalAttribute', ['partial'])).toBe(false);
    expect(isVisibleForClass('additionalAttribute', ['classSupervision'])).toBe(true);
    expect(isVisibleForClass('cancel', ['movedAway'])).toBe(true);
  });

  it('shows an absent tutor unless the substitution is still open, and labels only if one is for the class', () => {
    expect(isVisibleForClass('absentTutorsChange', ['partial'])).toBe(true);
    expect(isVisibleForClass('additionalAttribute', ['partial', 'selfStudy'])).toBe(true);
    expect(isVisibleForClass('additionalAttribute', [])).toBe(false);
    expect(isVisibleForClass('substitution', ['open'])).toBe(true);
  });
});

describe('the items of a change on a lesson date', () => {
  it('gives each change type its item with the substitute tutor, rooms and subject, and the text to the first', () => {
    const row = change({
      types: ['substitution', 'roomChange', 'subjectChange'],
      substituteTeacher: 'BÄR',
      substituteRooms: ['R012', 'R999'],
      substituteSubject: 'M-LK1',
      text: 'Thema wiederholen',
    });
    const [substitution, room, subject] = changeItems(planBuilder(), 'untis-2026-03-09-abc', row);
    expect(substitution).toEqual({
      changeId: expect.stringMatching(/^untis-2026-03-09-abc-[0-9a-f]{8}-substitution$/) as string,
      type: 'substitution',
      visibleForStudent: true,
      visibleForGuardian: true,
      tutors: [{ uid: expect.stringMatching(/^untis-/) as string, short: 'BÄR', name: 'Herr Bär' }],
      text: 'Thema wiederholen',
    });
    expect(room?.rooms).toEqual([
      { roomId: 'r-R012', name: 'R012' },
      { roomId: expect.stringMatching(/^untis-/) as string, name: 'R999' },
    ]);
    expect(room?.text).toBeUndefined();
    expect(subject?.subject?.subjectId).toBe('s-M');
  });

  it('puts the text on the cancellation, whatever its place, with the labels of the attributes before it', () => {
    const row = change({ types: ['substitution', 'cancel'], attributes: ['movedAway', 'remark'], text: 'nach Freitag' });
    const items = changeItems(planBuilder(), 'id', row);
    expect(items.map((item) => [item.type, item.text])).toEqual([
      ['substitution', undefined],
      ['cancel', 'Verlegt: nach Freitag'],
    ]);
    expect(changeItems(planBuilder(), 'id', change({ types: ['cancel'], attributes: ['remark'] }))[0]?.text).toBeUndefined();
  });

  it('names the absent tutor, hides an open substitution from the class, and names nobody without a teacher', () => {
    const row = change({ types: ['absentTutorsChange', 'substitution'], absentTeacher: 'MUS', attributes: ['open'] });
    const [absent, substitution] = changeItems(planBuilder(), 'id', row);
    expect(absent).toMatchObject({ tutors: [{ uid: 'u-mus', short: 'MUS' }], visibleForStudent: false, visibleForGuardian: false });
    expect(substitution).toMatchObject({ tutors: [], visibleForStudent: true });
  });

  it('keeps the items of two rows on one lesson date apart', () => {
    const ids = (key: string) => changeItems(planBuilder(), 'id', change({ key, types: ['cancel'] })).map((item) => item.changeId);
    expect(ids('row-3')).not.toEqual(ids('row-4'));
  });
});

describe('a change without a weekly lesson', () => {
  const additional = change({
    types: ['replacement'],
    attributes: ['additionalLesson'],
    className: '5a',
    subject: 'D',
    substituteTeacher: 'MUS',
    rooms: ['R012'],
    text: 'Förderunterricht',
  });

  it('becomes a lesson date of its own, visible for the class', () => {
    const dates = new Map<string, LessonDateInput>();
    expect(addStandalone(dates, additional, planBuilder(), planContext)).toBe(true);
    expect([...dates.values()]).toEqual([
      {
        lessonDateId: expect.stringMatching(/^untis-2026-03-09-/) as string,
        day: '2026-03-09',
        starttime: '07:45',
        endtime: '08:30',
        displayName: 'Deutsch 5a',
        blockId: 'b1',
        subject: { subjectId: 's-D', name: 'Deutsch', color: '#ffcc99', shade: 500 },
        rooms: [{ roomId: 'r-R012', name: 'R012' }],
        tutors: [{ uid: 'u-mus', short: 'MUS' }],
        groups: [{ groupId: 'g-5a', displayName: '5a' }],
        changes: [
          {
            changeId: expect.stringMatching(/-replacement$/) as string,
            type: 'replacement',
            visibleForStudent: true,
            visibleForGuardian: true,
            text: 'Sondereinsatz: Förderunterricht',
          },
        ],
      },
    ]);
  });

  it('gathers the classes of one row on that one lesson date', () => {
    const dates = new Map<string, LessonDateInput>();
    const builder = planBuilder();
    addStandalone(dates, additional, builder, planContext);
    expect(addStandalone(dates, { ...additional, className: '5b', substituteClasses: ['5a'] }, builder, planContext)).toBe(true);
    expect([...dates.values()].map((date) => [date.displayName, date.groups?.map((group) => group.groupId)])).toEqual([
      ['Deutsch 5a, 5b', ['g-5a', 'g-5b']],
    ]);
  });

  it('takes the substitute subject, rooms and teacher first, and calls a lesson without subject Vertretung', () => {
    const dates = new Map<string, LessonDateInput>();
    const moved = { ...additional, substituteSubject: 'PH', substituteRooms: ['R999'], absentTeacher: 'BÄR', substituteTeacher: undefined };
    addStandalone(dates, moved, planBuilder(), planContext);
    addStandalone(dates, change({ types: ['replacement'], period: 2, start: '08:35', end: '09:20' }), planBuilder(), planContext);
    expect([...dates.values()].map(({ displayName, subject, rooms, tutors }) => ({ displayName, subject, rooms, tutors }))).toEqual([
      {
        displayName: 'PH 5a',
        subject: undefined,
        rooms: [{ roomId: expect.stringMatching(/^untis-/) as string, name: 'R999' }],
        tutors: [expect.objectContaining({ short: 'BÄR', name: 'Herr Bär' })],
      },
      { displayName: 'Vertretung', subject: undefined, rooms: [], tutors: [] },
    ]);
  });

  it('is left out, and named, when the time grid has no time for its period', () => {
    const dates = new Map<string, LessonDateInput>();
    const builder = planBuilder();
    expect(addStandalone(dates, { ...additional, period: 9, start: undefined, end: undefined }, builder, planContext)).toBe(false);
    expect(dates.size).toBe(0);
    expect(builder.problems).toEqual([{ file: 'GPU014', line: 3, code: 'no-time-for-period', params: { period: 9 } }]);
  });
});
