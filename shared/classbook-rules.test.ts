import { describe, expect, it } from 'vitest';
import {
  absenceCovers,
  attendanceMarks,
  daynoticeShowsIn,
  isExcusedAbsence,
  isUnexcusedAbsence,
  lessonHasBegun,
  prune,
  resetControl,
  setExcused,
  setLate,
  setPresence,
  startControl,
} from './classbook-rules.js';

describe('class register state rules (§4)', () => {
  it('presence off clears lateness and defaults the reason to unknown', () => {
    expect(setPresence({ presence: true, late: 10, lateReason: 'unknown' }, false)).toEqual({ presence: false, presenceReason: 'unknown' });
  });

  it('presence on drops reason and excuse', () => {
    expect(setPresence({ presence: false, presenceReason: 'desease', excused: { value: true, type: 'excuse' } }, true)).toEqual({
      presence: true,
    });
  });

  it('lateness above 0 sets presence and clears the excuse', () => {
    expect(setLate({ presence: false, presenceReason: 'onLeave', excused: { value: true, type: 'excuse', notice: 'Zettel' } }, 10)).toEqual(
      {
        presence: true,
        late: 10,
        lateReason: 'unknown',
      },
    );
  });

  it('lateness 0 is deleted', () => {
    expect(setLate({ presence: true, late: 15, lateReason: 'external-circumstances' }, 0)).toEqual({ presence: true });
  });

  it('excused on defaults the type to unknown; off resets type and clears the notice', () => {
    const on = setExcused({ presence: false }, true);
    expect(on).toEqual({ presence: false, presenceReason: 'unknown', excused: { value: true, type: 'unknown' } });
    const typed = { ...on, excused: { value: true, type: 'medical-certificate' as const, notice: 'Attest' } };
    expect(setExcused(typed, false)).toEqual({ presence: false, presenceReason: 'unknown', excused: { value: false, type: 'unknown' } });
  });

  it('an empty notice is deleted and an excuse without absence or lateness is dropped', () => {
    expect(prune({ presence: false, excused: { value: true, type: 'excuse', notice: '  ' } })).toEqual({
      presence: false,
      presenceReason: 'unknown',
      excused: { value: true, type: 'excuse' },
    });
    expect(prune({ presence: true, excused: { value: true, type: 'excuse' } })).toEqual({ presence: true });
  });

  it('presence off without excuse is an error', () => {
    expect(isUnexcusedAbsence({ presence: false })).toBe(true);
    expect(isUnexcusedAbsence({ presence: false, excused: { value: true, type: 'unknown' } })).toBe(false);
    expect(isUnexcusedAbsence({ presence: true })).toBe(false);
    expect(isUnexcusedAbsence(undefined)).toBe(false);
  });

  it('starting the control sets everyone present but the absent, keeping entries already made', () => {
    const started = startControl(
      { controllStarted: false, topic: 'Bruchrechnung', students: { c: { presence: true, late: 5, lateReason: 'unknown' } } },
      ['a', 'b', 'c'],
      [{ studentUid: 'b', kind: 'absence', text: 'unentschuldigt', reason: 4 }],
    );
    expect(started).toEqual({
      controllStarted: true,
      topic: 'Bruchrechnung',
      students: {
        a: { presence: true },
        b: { presence: false, presenceReason: 'unknown', excused: { value: false, type: 'unknown' } },
        c: { presence: true, late: 5, lateReason: 'unknown' },
      },
    });
    expect(isUnexcusedAbsence(started.students.b)).toBe(true);
  });

  it('starting the control takes a recorded absence or a sick note as the excuse, with its reason', () => {
    const started = startControl(
      { controllStarted: false, students: { b: { options: { info: 'Brille' } } } },
      ['a', 'b', 'c', 'd'],
      [
        { studentUid: 'b', kind: 'absence', text: 'beurlaubt', reason: 3 },
        { studentUid: 'c', kind: 'absence', text: 'Krankheit', reason: 0, reportedByGuardian: true },
        { studentUid: 'd', kind: 'daynotice', text: 'Arzttermin' },
      ],
    );
    expect(started.students).toEqual({
      a: { presence: true },
      b: { presence: false, presenceReason: 'onLeave', excused: { value: true, type: 'unknown' }, options: { info: 'Brille' } },
      c: { presence: false, presenceReason: 'desease', excused: { value: true, type: 'excuse' } },
      d: { presence: true },
    });
    expect(isExcusedAbsence(started.students.b)).toBe(true);
    expect(isUnexcusedAbsence(started.students.b)).toBe(false);
    expect(isUnexcusedAbsence(started.students.c)).toBe(false);
  });

  it('a save that starts the control excuses an absence a page sent without excuse, but keeps what the tutor decided', () => {
    const marks = [{ studentUid: 'b', kind: 'absence' as const, text: 'Krankheit', reason: 0 }];
    const stale = startControl({ controllStarted: true, students: { b: { presence: false, presenceReason: 'unknown' } } }, ['b'], marks);
    expect(stale.students.b).toEqual({ presence: false, presenceReason: 'desease', excused: { value: true, type: 'unknown' } });
    const present = startControl({ controllStarted: true, students: { b: { presence: true } } }, ['b'], marks);
    expect(present.students.b).toEqual({ presence: true });
  });

  it('a lesson has begun from its start on (Berlin wall clock), days before not', () => {
    const lesson = { day: '2026-12-01', starttime: '11:50' };
    expect(lessonHasBegun(lesson, new Date('2026-11-28T09:00:00Z'))).toBe(false);
    expect(lessonHasBegun(lesson, new Date('2026-12-01T10:49:00Z'))).toBe(false);
    expect(lessonHasBegun(lesson, new Date('2026-12-01T10:50:00Z'))).toBe(true);
    expect(lessonHasBegun(lesson, new Date('2026-12-02T06:00:00Z'))).toBe(true);
  });

  it('reset clears presence, lateness and the started flag but keeps the event options', () => {
    expect(resetControl({ controllStarted: true, topic: 'T', students: { a: { presence: false } } })).toEqual({
      controllStarted: false,
      topic: 'T',
      students: {},
    });
  });

  it('attendance list: day notes without end time or ending after the lesson start', () => {
    expect(daynoticeShowsIn({}, '08:00')).toBe(true);
    expect(daynoticeShowsIn({ endtime: '09:00' }, '08:00')).toBe(true);
    expect(daynoticeShowsIn({ endtime: '08:00' }, '08:00')).toBe(false);
  });

  it('an absence covers the lessons its times overlap', () => {
    expect(absenceCovers({ starttime: '07:00', endtime: '18:00' }, { starttime: '08:00', endtime: '08:45' })).toBe(true);
    expect(absenceCovers({ starttime: '10:00', endtime: '12:00' }, { starttime: '08:00', endtime: '08:45' })).toBe(false);
  });
});

describe('attendanceMarks (attendance-list rule)', () => {
  const lesson = { starttime: '10:00', endtime: '10:45', studentUids: ['anna', 'ben'] };
  it('marks an all-day absence in every lesson, a day note only while open, and nobody outside the lesson', () => {
    expect(
      attendanceMarks(
        lesson,
        [
          { studentUid: 'anna', starttime: '07:00', endtime: '18:00', reason: 0 },
          { studentUid: 'ben', starttime: '08:00', endtime: '09:30', reason: 3 },
          { studentUid: 'lena', starttime: '07:00', endtime: '18:00', reason: 4 },
        ],
        [
          { studentUid: 'ben', endtime: '10:30', title: 'Arzttermin' },
          { studentUid: 'anna', endtime: '09:00', title: 'Vorbei' },
          { studentUid: 'anna', title: 'Sportbefreiung' },
        ],
      ),
    ).toEqual([
      { studentUid: 'anna', kind: 'absence', text: 'Krankheit', reason: 0 },
      { studentUid: 'ben', kind: 'daynotice', text: 'Arzttermin' },
      { studentUid: 'anna', kind: 'daynotice', text: 'Sportbefreiung' },
    ]);
  });
});
