import * as z from 'zod';
import { idSchema, isoDaySchema } from './common.schema.js';
import { revisionSchema } from './revision.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

/** Repeat options of a meeting (spec §9): Niemals, Täglich, Wöchentlich, Alle 2 Wochen, jeden Monat. */
export const meetingRepeats = ['never', 'daily', 'weekly', '2weeks', 'monthly'] as const;
export const meetingRepeatSchema = z.enum(meetingRepeats);
export type MeetingRepeat = z.infer<typeof meetingRepeatSchema>;

/**
 * The times the meeting time picker offers (spec §5): hours 06–20 and 22, 23, 00 (21 absent), in
 * 5-minute steps. The server accepts exactly these.
 */
export const meetingPickerHours = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 23, 0] as const;
export const meetingPickerTimes: readonly string[] = meetingPickerHours.flatMap((hour) =>
  Array.from({ length: 12 }, (_, step) => `${String(hour).padStart(2, '0')}:${String(step * 5).padStart(2, '0')}`),
);
const pickerTime = z
  .string()
  .refine((value) => meetingPickerTimes.includes(value), { message: 'picker_time', params: { code: 'picker_time' } });

/** Minutes after 06:00, so that a meeting may run past midnight into 00:xx (the picker's last hour). */
export const minutesOfPickerTime = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return ((hours + 24 - 6) % 24) * 60 + minutes;
};

export const MEETING_NAME_MAX = 120;
export const MEETING_DESCRIPTION_MAX = 5000;
export const CALENDAR_NAME_MAX = 60;

/** The fields a meeting rule names, and the rule (the web maps each pair to the spec's German text). */
export type MeetingRule =
  | { field: 'calendarIds'; rule: 'required' }
  | { field: 'name'; rule: 'required' }
  | { field: 'start'; rule: 'required' | 'after-end' }
  | { field: 'end'; rule: 'required' | 'before-start' }
  | { field: 'starttime'; rule: 'required' | 'after-endtime' }
  | { field: 'endtime'; rule: 'required' | 'before-starttime' };

export interface MeetingDraft {
  calendarIds: readonly string[];
  name: string;
  start: string;
  end: string;
  starttime: string;
  endtime: string;
  repeat: MeetingRepeat;
}

/**
 * The spec's meeting rules (§5), one list for the dialog and the server: calendars and title
 * required; start required and not after end; end required unless the meeting never repeats and not
 * before start; start and end time required, start time before end time.
 */
export const meetingRuleViolations = (draft: MeetingDraft): MeetingRule[] => {
  const rules: MeetingRule[] = [];
  const repeats = draft.repeat !== 'never';
  if (draft.calendarIds.length === 0) rules.push({ field: 'calendarIds', rule: 'required' });
  if (draft.name.trim() === '') rules.push({ field: 'name', rule: 'required' });
  if (draft.start === '') rules.push({ field: 'start', rule: 'required' });
  if (repeats && draft.end === '') rules.push({ field: 'end', rule: 'required' });
  if (repeats && draft.start !== '' && draft.end !== '' && draft.start > draft.end) {
    rules.push({ field: 'start', rule: 'after-end' }, { field: 'end', rule: 'before-start' });
  }
  if (draft.starttime === '') rules.push({ field: 'starttime', rule: 'required' });
  if (draft.endtime === '') rules.push({ field: 'endtime', rule: 'required' });
  if (draft.starttime !== '' && draft.endtime !== '' && minutesOfPickerTime(draft.starttime) >= minutesOfPickerTime(draft.endtime)) {
    rules.push({ field: 'starttime', rule: 'after-endtime' }, { field: 'endtime', rule: 'before-starttime' });
  }
  return rules;
};

const calendarColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A calendar of a school: its students are those of its groups; allTutors lets every tutor see and use it. */
export const calendarSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.string(),
  groupIds: z.array(idSchema),
  allTutors: z.boolean(),
});
export type Calendar = z.infer<typeof calendarSchema>;
/** A calendar as the admins' list gives it, with the revision an edit names. */
export const adminCalendarSchema = calendarSchema.extend({ revision: revisionSchema });
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;

export const calendarBodySchema = z
  .object({
    name: singleLineText({ min: 1, max: CALENDAR_NAME_MAX }),
    color: calendarColorSchema,
    groupIds: z.array(idSchema).max(200),
    allTutors: z.boolean(),
  })
  .strict();
export type CalendarBody = z.infer<typeof calendarBodySchema>;
/** What an edit of a calendar saves: its fields and the revision they were loaded at (an older one answers 409 'conflict'). */
export const updateCalendarBodySchema = calendarBodySchema.extend({ revision: revisionSchema });
export type UpdateCalendarBody = z.infer<typeof updateCalendarBodySchema>;
export const calendarParamsSchema = z.object({ calendarId: idSchema }).strict();
export const meetingParamsSchema = z.object({ meetingId: idSchema }).strict();

/**
 * A meeting as the dialog sends it; the server checks every rule of `meetingRuleViolations` again and
 * answers each refusal with the rule's name as the field's code (e.g. `body.start: after-end`).
 */
export const meetingBodySchema = z
  .object({
    name: singleLineText({ max: MEETING_NAME_MAX }),
    description: multiLineText({ max: MEETING_DESCRIPTION_MAX }),
    calendarIds: z.array(idSchema).max(20),
    roomIds: z.array(idSchema).max(20),
    tutorUids: z.array(idSchema).max(50),
    tutorGroupIds: z.array(idSchema).max(50),
    start: z.union([isoDaySchema, z.literal('')]),
    end: z.union([isoDaySchema, z.literal('')]),
    starttime: z.union([pickerTime, z.literal('')]),
    endtime: z.union([pickerTime, z.literal('')]),
    includeVacations: z.boolean(),
    onBoard: z.boolean(),
    repeat: meetingRepeatSchema,
  })
  .strict()
  .superRefine((draft, context) => {
    for (const { field, rule } of meetingRuleViolations(draft)) {
      context.addIssue({ code: 'custom', path: [field], message: rule, params: { code: rule } });
    }
  });
export type MeetingBody = z.infer<typeof meetingBodySchema>;

/**
 * A meeting's revision: a random id rather than a count, because its dates' copies carry it in their ids and two
 * saves from one state must never write the same copies (docs/decisions/0014-an-edit-names-its-revision.md).
 */
export const meetingRevisionSchema = z.string().regex(/^[0-9a-f]{8}$/);

/** What an edit saves: the meeting's fields and the revision they were loaded at (another one answers 409 'conflict'). */
export const updateMeetingBodySchema = meetingBodySchema.safeExtend({ revision: meetingRevisionSchema });
export type UpdateMeetingBody = z.infer<typeof updateMeetingBodySchema>;

const namedRef = z.object({ id: z.string(), name: z.string() });

/** One meeting with its dates inside the fetch window (a tutor's or a student's view). */
export const meetingSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  authorName: z.string(),
  canEdit: z.boolean(),
  calendarIds: z.array(z.string()),
  rooms: z.array(namedRef),
  tutors: z.array(z.object({ uid: z.string(), short: z.string() })),
  tutorGroupIds: z.array(z.string()),
  start: isoDaySchema,
  end: isoDaySchema,
  starttime: z.string(),
  endtime: z.string(),
  includeVacations: z.boolean(),
  onBoard: z.boolean(),
  repeat: meetingRepeatSchema,
  dates: z.array(isoDaySchema),
  /** The revision an edit names. */
  revision: meetingRevisionSchema,
});
export type Meeting = z.infer<typeof meetingSchema>;

/**
 * An exam (Klausur) on the calendar page: of a student's classes and courses (a guardian's: the
 * active child's), or one a tutor supervises or teaches or one of her classes writes. Periods are
 * the first and last period of the time grid it covers, when the grid has them.
 */
export const calendarExamSchema = z.object({
  id: z.string(),
  day: isoDaySchema,
  starttime: z.string(),
  endtime: z.string(),
  subject: z.string(),
  periods: z.object({ from: z.number().int().min(1), to: z.number().int().min(1) }).optional(),
  rooms: z.array(z.string()),
  groups: z.array(z.string()),
  text: z.string().optional(),
});
export type CalendarExam = z.infer<typeof calendarExamSchema>;

export const calendarPageSchema = z.object({
  from: isoDaySchema,
  to: isoDaySchema,
  today: isoDaySchema,
  calendars: z.array(calendarSchema),
  meetings: z.array(meetingSchema),
  exams: z.array(calendarExamSchema),
});
export type CalendarPage = z.infer<typeof calendarPageSchema>;

/** What the tutor's dialog offers: usable calendars, rooms, tutors and groups of the school. */
export const meetingOptionsSchema = z.object({
  calendars: z.array(calendarSchema),
  rooms: z.array(namedRef),
  tutors: z.array(z.object({ uid: z.string(), short: z.string() })),
  groups: z.array(z.object({ id: z.string(), displayName: z.string() })),
});
export type MeetingOptions = z.infer<typeof meetingOptionsSchema>;

const meetingDateSchema = z.object({ id: z.string(), day: isoDaySchema, starttime: z.string(), endtime: z.string() });

/** The spec's saveMeeting answer: every date of the meeting and what changed against its previous dates. */
export const saveMeetingResultSchema = z.object({
  meetingId: idSchema,
  /** The revision the save made, which the next edit names. */
  revision: meetingRevisionSchema,
  meetingDates: z.array(meetingDateSchema),
  meetingDatesToAdd: z.array(isoDaySchema),
  meetingDatesToRemove: z.array(isoDaySchema),
  meetingDatesToUpdate: z.array(isoDaySchema),
});
export type SaveMeetingResult = z.infer<typeof saveMeetingResultSchema>;
export const deletedMeetingSchema = z.object({ meetingId: idSchema, meetingDatesRemoved: z.number().int().min(0) });
