import { describe, expect, it } from 'vitest';
import { courseDatesOfWeek, courseLeaderOf } from './my-courses.model.js';

const mueller = { uid: 'u-mue', short: 'MUE' };
const event = (day: string, starttime: string, endtime: string, tutors = [mueller]) => ({ day, starttime, endtime, tutors });

describe('the weekly dates of a timetable course', () => {
  it.each([
    {
      rule: 'counts weekdays from Monday as 0 and takes a slot repeated in the next week once',
      events: [
        event('2026-03-02', '08:00', '08:45'),
        event('2026-03-06', '10:30', '11:15'),
        event('2026-03-09', '08:00', '08:45'),
        event('2026-03-13', '10:30', '11:15'),
      ],
      dates: [
        { weekday: 0, starttime: '08:00', endtime: '08:45' },
        { weekday: 4, starttime: '10:30', endtime: '11:15' },
      ],
    },
    {
      rule: 'keeps two lessons of one day apart, and of one slot the end time seen last',
      events: [event('2026-03-03', '08:00', '08:45'), event('2026-03-03', '08:50', '09:35'), event('2026-03-10', '08:00', '09:35')],
      dates: [
        { weekday: 1, starttime: '08:00', endtime: '09:35' },
        { weekday: 1, starttime: '08:50', endtime: '09:35' },
      ],
    },
  ])('$rule', ({ events, dates }) => {
    expect(courseDatesOfWeek(events).dates).toEqual(dates);
  });

  it('names each tutor once, whoever teaches which lesson', () => {
    const schmidt = { uid: 'u-sch', short: 'SCH', name: 'Frau Schmidt' };
    const { tutors } = courseDatesOfWeek([
      event('2026-03-02', '08:00', '08:45'),
      event('2026-03-04', '08:00', '08:45', [schmidt, mueller]),
    ]);
    expect(tutors).toEqual([
      ['u-mue', mueller],
      ['u-sch', schmidt],
    ]);
  });

  it('has no dates and no tutors without events', () => {
    expect(courseDatesOfWeek([])).toEqual({ dates: [], tutors: [] });
  });
});

describe('the leader of a course', () => {
  const accounts = new Map([['u-mue', 'Herr Müller']]);

  it('is named by the account, before the name the import gives', () => {
    expect(courseLeaderOf({ ...mueller, name: 'Herr Dr. Müller' }, accounts)).toEqual({ name: 'Herr Müller' });
  });

  it('is named by the import without an account, else by the short name only', () => {
    expect(courseLeaderOf({ uid: 'untis-1', short: 'BÄR', name: 'Herr Bär' }, accounts)).toEqual({ name: 'Herr Bär' });
    expect(courseLeaderOf({ uid: 'untis-2', short: 'LOR' }, accounts)).toEqual({ short: 'LOR' });
  });
});
