import { describe, expect, it } from 'vitest';
import type { CalendarExam, Meeting } from '@shared/schemas/calendar.schema.js';
import {
  boardEntries,
  dayLabel,
  gridLabel,
  gridSpan,
  meetingsByMonth,
  monthLabel,
  stepFocus,
  textColorOn,
  todaysDates,
} from './calendar-view.model.js';

const meeting = (id: string, calendarIds: string[], dates: string[], starttime = '10:00'): Meeting => ({
  id,
  name: id,
  description: '',
  authorName: 'Herr Müller',
  canEdit: false,
  calendarIds,
  rooms: [],
  tutors: [],
  tutorGroupIds: [],
  start: dates[0] ?? '2026-01-01',
  end: dates.at(-1) ?? '2026-01-01',
  starttime,
  endtime: '23:00',
  includeVacations: false,
  onBoard: false,
  repeat: 'weekly',
  dates,
  revision: '0a1b2c3d',
});

describe('calendar view', () => {
  it('groups the dates of the chosen calendars by month, in order', () => {
    const meetings = [
      meeting('m1', ['a'], ['2026-11-30', '2026-12-07']),
      meeting('m2', ['b'], ['2026-11-30'], '08:00'),
      meeting('m3', ['a', 'b'], ['2027-01-04']),
    ];
    const ids = (groups: ReturnType<typeof meetingsByMonth>) =>
      groups.flatMap((group) => group.entries.map((entry) => ('meeting' in entry ? entry.meeting.id : entry.exam.id)));
    const groups = meetingsByMonth(meetings, new Set(['a', 'b']), []);
    expect(groups.map((group) => [group.month, ids([group])])).toEqual([
      ['2026-11', ['m2', 'm1']],
      ['2026-12', ['m1']],
      ['2027-01', ['m3']],
    ]);
    expect(ids(meetingsByMonth(meetings, new Set(['b']), []))).toEqual(['m2', 'm3']);
    expect(meetingsByMonth(meetings, new Set(), [])).toEqual([]);
    const exam: CalendarExam = {
      id: 'e1',
      day: '2026-11-30',
      starttime: '09:00',
      endtime: '10:30',
      subject: 'Mathematik',
      rooms: [],
      groups: [],
    };
    expect(ids(meetingsByMonth(meetings, new Set(['a', 'b']), [exam]))).toEqual(['m2', 'e1', 'm1', 'm1', 'm3']);
    expect(todaysDates(meetings, '2026-11-30')).toBe(2);
  });

  it("puts the next date of each onBoard meeting 'Am Schwarzen Brett', soonest first", () => {
    const onBoard = (base: Meeting): Meeting => ({ ...base, onBoard: true });
    const meetings = [
      onBoard(meeting('weekly', ['a'], ['2026-11-23', '2026-11-30', '2026-12-07'])),
      onBoard(meeting('past', ['a'], ['2026-11-02'])),
      meeting('not-on-board', ['a'], ['2026-11-30']),
      onBoard(meeting('early', ['a'], ['2026-11-30'], '08:00')),
      onBoard(meeting('later', ['a'], ['2026-12-24'])),
    ];
    expect(boardEntries(meetings, '2026-11-30', 5).map((entry) => [entry.meetingId, entry.day])).toEqual([
      ['early', '2026-11-30'],
      ['weekly', '2026-11-30'],
      ['later', '2026-12-24'],
    ]);
    expect(boardEntries(meetings, '2026-11-30', 1).map((entry) => entry.meetingId)).toEqual(['early']);
  });

  it('writes months and days in German', () => {
    expect(monthLabel('2026-03')).toBe('März 2026');
    expect(dayLabel('2026-12-01')).toBe('Di, 01.12.2026');
  });
});

describe('grid navigation', () => {
  const range = { from: '2026-01-28', to: '2026-11-30' };

  it('spans the week of the day in focus, Monday to Sunday, or its month', () => {
    expect(gridSpan('week', '2026-11-05')).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(gridSpan('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(gridSpan('month', '2026-12-24')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('steps a week or a month back and on, across months and years', () => {
    expect(stepFocus('week', '2026-11-05', 1, range)).toBe('2026-11-09');
    expect(stepFocus('week', '2026-11-05', -1, range)).toBe('2026-10-26');
    expect(stepFocus('month', '2026-03-31', -1, range)).toBe('2026-02-01');
    expect(stepFocus('month', '2025-12-10', 1, { from: '2025-01-01', to: '2026-12-31' })).toBe('2026-01-01');
    expect(stepFocus('month', '2026-01-10', -1, { from: '2025-01-01', to: '2026-12-31' })).toBe('2025-12-01');
  });

  it("stops where the page's days end: a grid that still holds one of them is reachable", () => {
    expect(stepFocus('week', '2026-11-25', 1, range)).toBe('2026-11-30');
    expect(stepFocus('week', '2026-11-30', 1, range)).toBeUndefined();
    expect(stepFocus('week', '2026-02-02', -1, range)).toBe('2026-01-26');
    expect(stepFocus('week', '2026-01-28', -1, range)).toBeUndefined();
    expect(stepFocus('month', '2026-11-10', 1, range)).toBeUndefined();
    expect(stepFocus('month', '2026-01-28', -1, range)).toBeUndefined();
  });

  it('labels the grid with the month or the days of the week', () => {
    expect(gridLabel('month', '2026-11-05')).toBe('November 2026');
    expect(gridLabel('week', '2026-11-05')).toBe('KW 45 · 02.11. – 08.11.2026');
    expect(gridLabel('week', '2026-12-31')).toBe('KW 53 · 28.12.2026 – 03.01.2027');
  });
});

describe('textColorOn', () => {
  it('writes on a calendar colour in black or white, whichever reaches the higher contrast', () => {
    expect(textColorOn('#1e88e5')).toBe('#000000');
    expect(textColorOn('#43a047')).toBe('#000000');
    expect(textColorOn('#8e24aa')).toBe('#ffffff');
    expect(textColorOn('#e53935')).toBe('#000000');
    expect(textColorOn('#3174ad')).toBe('#ffffff');
  });
});
