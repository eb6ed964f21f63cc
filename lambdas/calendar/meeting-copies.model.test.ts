import { describe, expect, it } from 'vitest';
import { changesCopiedFields, copyKeysOf, meetingDateCopiesOf, meetingDatesOf } from './meeting-copies.model.js';

const meeting = {
  meetingId: 'm1',
  revision: 'r2',
  days: ['2026-03-02', '2026-03-09'],
  audiences: ['calendars', 'tutor:t1'],
  starttime: '14:00',
  endtime: '15:30',
  name: 'Fachkonferenz',
  rooms: [{ roomId: 'room-1', name: 'R101' }],
  tutors: [{ uid: 't1', short: 'MUE' }],
  calendarIds: ['c1'],
};

describe('the copies of a meeting revision', () => {
  it('has one copy per day and audience, each id naming meeting, revision and day', () => {
    expect(copyKeysOf(meeting)).toEqual([
      { audience: 'calendars', day: '2026-03-02', starttime: '14:00', lessonDateId: 'm1.r2.2026-03-02' },
      { audience: 'tutor:t1', day: '2026-03-02', starttime: '14:00', lessonDateId: 'm1.r2.2026-03-02' },
      { audience: 'calendars', day: '2026-03-09', starttime: '14:00', lessonDateId: 'm1.r2.2026-03-09' },
      { audience: 'tutor:t1', day: '2026-03-09', starttime: '14:00', lessonDateId: 'm1.r2.2026-03-09' },
    ]);
  });

  it('writes the copies under exactly the keys a later save or delete removes', () => {
    const copies = meetingDateCopiesOf(meeting);
    expect(copies.map(({ audience, day, starttime, lessonDateId }) => ({ audience, day, starttime, lessonDateId }))).toEqual(
      copyKeysOf(meeting),
    );
    expect(copies[0]).toEqual({
      audience: 'calendars',
      lessonDateId: 'm1.r2.2026-03-02',
      day: '2026-03-02',
      starttime: '14:00',
      endtime: '15:30',
      displayName: 'Fachkonferenz',
      rooms: meeting.rooms,
      tutors: meeting.tutors,
      meetingId: 'm1',
      meetingRevision: 'r2',
      calendarIds: ['c1'],
    });
  });

  it('gives another revision other ids, so a save never overwrites the copies readers still see', () => {
    const next = copyKeysOf({ ...meeting, revision: 'r3' }).map((key) => key.lessonDateId);
    expect(next.some((id) => copyKeysOf(meeting).some((key) => key.lessonDateId === id))).toBe(false);
  });

  it('has no copies without days or without audiences', () => {
    expect(copyKeysOf({ ...meeting, days: [] })).toEqual([]);
    expect(meetingDateCopiesOf({ ...meeting, audiences: undefined })).toEqual([]);
    expect(meetingDatesOf({ ...meeting, days: undefined })).toEqual([]);
  });

  it('answers a save with one date per day, whatever the audiences', () => {
    expect(meetingDatesOf(meeting)).toEqual([
      { id: 'm1.r2.2026-03-02', day: '2026-03-02', starttime: '14:00', endtime: '15:30' },
      { id: 'm1.r2.2026-03-09', day: '2026-03-09', starttime: '14:00', endtime: '15:30' },
    ]);
  });
});

describe('whether a save changes the copies it keeps', () => {
  it('counts a change of name, times, rooms, tutors or audiences', () => {
    for (const change of [
      { name: 'Elternabend' },
      { starttime: '14:15' },
      { endtime: '16:00' },
      { rooms: [] },
      { tutors: [{ uid: 't2', short: 'SCH' }] },
      { audiences: ['calendars'] },
    ]) {
      expect(changesCopiedFields(meeting, { ...meeting, ...change }), JSON.stringify(change)).toBe(true);
    }
  });

  it('ignores what a copy does not show, and a new revision of the same content', () => {
    const nextRevision = { ...meeting, revision: 'r3', days: ['2026-03-16'], calendarIds: ['c2'] };
    expect(changesCopiedFields(meeting, nextRevision)).toBe(false);
    expect(changesCopiedFields(meeting, { ...meeting, rooms: [{ roomId: 'room-1', name: 'R101' }] })).toBe(false);
  });
});
