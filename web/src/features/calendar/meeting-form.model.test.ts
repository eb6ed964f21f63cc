import { describe, expect, it } from 'vitest';
import { MEETING_DESCRIPTION_MAX, MEETING_NAME_MAX } from '@shared/schemas/calendar.schema.js';
import { meetingFormErrors, newMeetingValues, toMeetingBody } from './meeting-form.model.js';

describe('meeting form', () => {
  const valid = { ...newMeetingValues('2026-12-01', 'schulkalender'), name: 'Elternabend' };

  it('passes a complete meeting and sends no end for one that never repeats', () => {
    expect(meetingFormErrors(valid)).toEqual({});
    expect(toMeetingBody({ ...valid, end: '2026-12-31' }).end).toBe('');
  });

  it('shows the spec texts of every rule', () => {
    expect(meetingFormErrors({ ...valid, name: ' ', calendarIds: [], start: '', starttime: '', endtime: '' })).toEqual({
      name: 'Titel wird benötigt.',
      calendarIds: 'Bitte wähle mindestens einen Kalender.',
      start: 'Start muss ausgefüllt werden.',
      starttime: 'Beginn muss ausgefüllt werden.',
      endtime: 'Ende muss ausgefüllt werden.',
    });
    expect(meetingFormErrors({ ...valid, repeat: 'weekly' })).toEqual({ end: 'Ende muss ausgefüllt werden.' });
    expect(meetingFormErrors({ ...valid, repeat: 'weekly', end: '2026-11-01' })).toEqual({
      start: 'Beginn darf nicht nach dem Ende liegen.',
      end: 'Ende darf nicht vor Start liegen.',
    });
    expect(meetingFormErrors({ ...valid, starttime: '16:00', endtime: '15:00' })).toEqual({
      starttime: 'Beginn darf nicht nach dem Ende liegen.',
      endtime: 'Ende darf nicht vor Beginn liegen.',
    });
    // A meeting may run until midnight: 00:00 is the picker's last hour, after 23:00.
    expect(meetingFormErrors({ ...valid, starttime: '22:00', endtime: '00:00' })).toEqual({});
  });

  it("names the shared schema's length limits at title and description", () => {
    expect(
      meetingFormErrors({ ...valid, name: 'x'.repeat(MEETING_NAME_MAX + 1), description: 'y'.repeat(MEETING_DESCRIPTION_MAX + 1) }),
    ).toEqual({
      name: `Der Titel darf höchstens ${MEETING_NAME_MAX} Zeichen lang sein.`,
      description: `Die Beschreibung darf höchstens ${MEETING_DESCRIPTION_MAX} Zeichen lang sein.`,
    });
    expect(meetingFormErrors({ ...valid, name: 'x'.repeat(MEETING_NAME_MAX) })).toEqual({});
  });
});
