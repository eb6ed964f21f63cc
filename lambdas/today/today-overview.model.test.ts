import { describe, expect, it } from 'vitest';
import type { WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import { buildTodayOverview, type AbsenceItem, type DaynoticeItem } from './today-overview.model.js';

const day = '2026-11-24';
const lesson = (id: string, groupId: string, starttime: string, endtime: string, changed = false): WeekplanEvent => ({
  id,
  collection: 'lessonDates',
  day,
  starttime,
  endtime,
  displayName: `Deutsch ${groupId}`,
  rooms: [],
  tutors: [{ uid: 't1', short: 'MÜL' }],
  groups: [{ id: groupId, displayName: groupId.toUpperCase() }],
  changes: changed ? [{ id: `${id}-c1`, type: 'cancel', visibleForStudent: true, visibleForGuardian: true }] : [],
  studentChanges: [],
});
const lessons = [lesson('l1', '7a', '08:00', '08:45'), lesson('l2', '7a', '10:45', '11:30', true), lesson('l3', '9b', '11:50', '12:35')];
const note = (studentUid: string, groupIds: string[]): DaynoticeItem => ({
  daynoticeId: `n-${studentUid}`,
  studentUid,
  groupIds,
  title: 'Arzt',
  content: 'geht früher',
  endtime: '11:00',
});
const absence = (studentUid: string, groupIds: string[], extra: Partial<AbsenceItem> = {}): AbsenceItem => ({
  absenceId: `a-${studentUid}`,
  studentUid,
  groupIds,
  day,
  start: day,
  end: day,
  starttime: '07:00',
  endtime: '18:00',
  holeDay: true,
  reason: 0,
  authorUid: 't1',
  ...extra,
});
const studentNames = new Map([
  ['anna', 'Anna Weber'],
  ['ben', 'Ben Weber'],
  ['cem', 'Cem Aydin'],
  ['dora', 'Dora Ost'],
]);

describe('buildTodayOverview', () => {
  it('keeps only students of the tutor’s groups, sorted by name, and counts each section', () => {
    const overview = buildTodayOverview({
      day,
      events: lessons,
      daynotices: [note('cem', ['7a', 'ag']), note('dora', ['5c']), note('anna', ['7a'])],
      absences: [absence('ben', ['9b']), absence('dora', ['5c'])],
      studentNames,
      weather: null,
      callerUid: 't2',
      classTeacherGroupIds: new Set(),
    });
    expect(overview.daynotices.map((item) => `${item.student.displayName} ${item.student.group}`)).toEqual([
      'Anna Weber 7A',
      'Cem Aydin 7A',
    ]);
    expect(overview.absences.map((item) => item.student.displayName)).toEqual(['Ben Weber']);
    expect(overview.changes.map((item) => item.id)).toEqual(['l2']);
    expect(overview.counters).toEqual({ specialEvents: 0, appointments: 0, supervisions: 0, daynotices: 2, changes: 1, absences: 1 });
  });

  it('puts special events and meetings into their own sections, not among the lessons', () => {
    const concert = { ...lesson('s1', '7a', '18:00', '20:00'), collection: 'specialEventDates' as const, displayName: 'Schulkonzert' };
    const conference = {
      ...lesson('m1', '7a', '15:30', '17:00'),
      collection: 'meetingDates' as const,
      displayName: 'Lehrerkonferenz',
      groups: [],
    };
    const overview = buildTodayOverview({
      day,
      events: [...lessons, concert, conference],
      daynotices: [],
      absences: [],
      studentNames,
      weather: null,
      callerUid: 't2',
      classTeacherGroupIds: new Set(),
    });
    expect(overview.lessons.map((item) => item.id)).toEqual(['l1', 'l2', 'l3']);
    expect(overview.specialEvents).toEqual([{ id: 's1', displayName: 'Schulkonzert', starttime: '18:00', endtime: '20:00' }]);
    expect(overview.appointments).toEqual([{ id: 'm1', displayName: 'Lehrerkonferenz', starttime: '15:30', endtime: '17:00' }]);
    expect(overview.counters).toMatchObject({ specialEvents: 1, appointments: 1 });
  });

  it("lists the tutor's break supervisions, those she stands in for, not those taken from her", () => {
    const supervision = (id: string, displayName: string, changes: WeekplanEvent['changes'] = []): WeekplanEvent => ({
      ...lesson(id, '7a', '09:30', '09:50'),
      collection: 'supervisionDates',
      displayName,
      groups: [],
      changes,
    });
    const takenOver = { id: 'c', type: 'substitution' as const, visibleForStudent: false, visibleForGuardian: false };
    const overview = buildTodayOverview({
      day,
      events: [
        ...lessons,
        supervision('a1', 'Hof'),
        supervision('a2', 'Gang Nord', [{ ...takenOver, tutors: [{ uid: 't9', short: 'WEI' }] }]),
        supervision('a3', 'Pausenhalle', [{ ...takenOver, tutors: [{ uid: 't1', short: 'MÜL' }] }]),
      ],
      daynotices: [],
      absences: [],
      studentNames,
      weather: null,
      callerUid: 't1',
      classTeacherGroupIds: new Set(),
    });
    expect(overview.supervisions).toEqual([
      { id: 'a1', displayName: 'Hof', starttime: '09:30', endtime: '09:50' },
      { id: 'a3', displayName: 'Pausenhalle', starttime: '09:30', endtime: '09:50' },
    ]);
    expect(overview.counters.supervisions).toBe(2);
    expect(overview.lessons.map((item) => item.id)).toEqual(['l1', 'l2', 'l3']);
  });

  it('links an absence to the lessons of its groups that it overlaps in time', () => {
    const overview = buildTodayOverview({
      day,
      events: lessons,
      daynotices: [],
      absences: [
        absence('anna', ['7a'], { holeDay: false, starttime: '10:00', endtime: '12:00' }),
        absence('ben', ['9b']),
        absence('cem', ['7a'], { start: '2026-11-23', end: '2026-11-25', holeDay: false, starttime: '12:00', endtime: '09:00' }),
      ],
      studentNames,
      weather: null,
      callerUid: 't2',
      classTeacherGroupIds: new Set(),
    });
    const events = Object.fromEntries(overview.absences.map((item) => [item.student.uid, item.eventIds]));
    expect(events).toEqual({ anna: ['l2'], ben: ['l3'], cem: ['l1', 'l2'] });
  });

  it('leaves out students whose record is gone and shows nothing on a day without lessons', () => {
    const overview = buildTodayOverview({
      day,
      events: lessons,
      daynotices: [note('gone', ['7a'])],
      absences: [],
      studentNames,
      weather: null,
      callerUid: 't2',
      classTeacherGroupIds: new Set(),
    });
    expect(overview.daynotices).toEqual([]);
    const empty = buildTodayOverview({
      day,
      events: [],
      daynotices: [note('anna', ['7a'])],
      absences: [absence('ben', ['9b'])],
      studentNames,
      weather: null,
      callerUid: 't2',
      classTeacherGroupIds: new Set(),
    });
    expect(empty.counters).toEqual({ specialEvents: 0, appointments: 0, supervisions: 0, daynotices: 0, changes: 0, absences: 0 });
  });

  it('marks a guardian’s sick note, confirmable only by the class teacher until confirmed', () => {
    const overview = buildTodayOverview({
      day,
      events: lessons,
      daynotices: [],
      absences: [
        absence('anna', ['7a'], { reportedByGuardian: true }),
        absence('ben', ['9b'], { reportedByGuardian: true }),
        absence('cem', ['7a'], { reportedByGuardian: true, confirmedByUid: 't1' }),
        absence('dora', ['7a']),
      ],
      studentNames,
      weather: null,
      callerUid: 't2',
      classTeacherGroupIds: new Set(['7a']),
    });
    const sickNotes = Object.fromEntries(overview.absences.map((item) => [item.student.uid, item.sickNote]));
    expect(sickNotes).toEqual({
      anna: { confirmed: false, canConfirm: true },
      ben: { confirmed: false, canConfirm: false },
      cem: { confirmed: true, canConfirm: false },
      dora: undefined,
    });
  });

  it('lets the class teacher change every absence of her class, others only those they entered', () => {
    const overview = buildTodayOverview({
      day,
      events: lessons,
      daynotices: [],
      absences: [absence('anna', ['7a']), absence('ben', ['9b']), absence('cem', ['9b'], { authorUid: 't2' })],
      studentNames,
      weather: null,
      callerUid: 't2',
      classTeacherGroupIds: new Set(['7a']),
    });
    expect(Object.fromEntries(overview.absences.map((item) => [item.student.uid, item.canChange]))).toEqual({
      anna: true,
      ben: false,
      cem: true,
    });
  });
});
