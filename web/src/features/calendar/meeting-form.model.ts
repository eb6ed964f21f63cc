import {
  meetingBodySchema,
  meetingRuleViolations,
  type Meeting,
  type MeetingBody,
  type MeetingRepeat,
} from '@shared/schemas/calendar.schema.js';
import { calendarTexts, meetingRuleTexts } from '../../i18n/calendar.de.js';
import { exceededMaximum } from '../../lib/text-limit.js';

/** The dialog's values: what the meeting body holds, as the form fields keep it. */
export interface MeetingFormValues {
  name: string;
  description: string;
  calendarIds: string[];
  roomIds: string[];
  tutorUids: string[];
  tutorGroupIds: string[];
  start: string;
  end: string;
  starttime: string;
  endtime: string;
  includeVacations: boolean;
  onBoard: boolean;
  repeat: MeetingRepeat;
}

/** The fields a person sees in the dialog, by label: what a conflict names as changed meanwhile. */
export const meetingFieldLabels: { [K in keyof MeetingFormValues]?: string } = {
  name: calendarTexts.dialog.name,
  description: calendarTexts.dialog.description,
  calendarIds: calendarTexts.dialog.calendars,
  roomIds: calendarTexts.dialog.rooms,
  tutorUids: calendarTexts.dialog.tutors,
  tutorGroupIds: calendarTexts.dialog.tutorGroups,
  start: calendarTexts.dialog.start,
  end: calendarTexts.dialog.end,
  starttime: calendarTexts.dialog.starttime,
  endtime: calendarTexts.dialog.endtime,
  repeat: calendarTexts.dialog.repeat,
  includeVacations: calendarTexts.dialog.includeVacations,
  onBoard: calendarTexts.dialog.onBoard,
};

/** The texts of the field errors, by field. */
export type MeetingFormErrors = Partial<Record<keyof MeetingFormValues, string>>;

/** A new meeting: on `day`, in the chosen calendar, 14:00 to 15:00, never repeating. */
export const newMeetingValues = (day: string, calendarId?: string): MeetingFormValues => ({
  name: '',
  description: '',
  calendarIds: calendarId ? [calendarId] : [],
  roomIds: [],
  tutorUids: [],
  tutorGroupIds: [],
  start: day,
  end: '',
  starttime: '14:00',
  endtime: '15:00',
  includeVacations: false,
  onBoard: false,
  repeat: 'never',
});

export const meetingValues = (meeting: Meeting): MeetingFormValues => ({
  name: meeting.name,
  description: meeting.description,
  calendarIds: meeting.calendarIds,
  roomIds: meeting.rooms.map((room) => room.id),
  tutorUids: meeting.tutors.map((tutor) => tutor.uid),
  tutorGroupIds: meeting.tutorGroupIds,
  start: meeting.start,
  end: meeting.repeat === 'never' ? '' : meeting.end,
  starttime: meeting.starttime,
  endtime: meeting.endtime,
  includeVacations: meeting.includeVacations,
  onBoard: meeting.onBoard,
  repeat: meeting.repeat,
});

/** The body the API takes; the end of a meeting that never repeats stays empty (it is disabled). */
export const toMeetingBody = (values: MeetingFormValues): MeetingBody => ({
  ...values,
  name: values.name.trim(),
  end: values.repeat === 'never' ? '' : values.end,
});

/**
 * The spec's German text per field for the rules the values break (the first rule per field), and
 * the shared schema's length limits of title and description.
 */
export const meetingFormErrors = (values: MeetingFormValues): MeetingFormErrors => {
  const errors: MeetingFormErrors = {};
  for (const violation of meetingRuleViolations(toMeetingBody(values))) {
    errors[violation.field] ??= meetingRuleTexts[`${violation.field}:${violation.rule}` as keyof typeof meetingRuleTexts];
  }
  const nameMax = exceededMaximum(meetingBodySchema.shape.name, values.name);
  if (nameMax !== undefined) errors.name = calendarTexts.dialog.nameTooLong(nameMax);
  const descriptionMax = exceededMaximum(meetingBodySchema.shape.description, values.description);
  if (descriptionMax !== undefined) errors.description = calendarTexts.dialog.descriptionTooLong(descriptionMax);
  return errors;
};
