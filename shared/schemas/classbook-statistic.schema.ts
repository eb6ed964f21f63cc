import * as z from 'zod';
import { optionKeysOf, type StudentSetName } from '../classbook-option-sets.js';
import { isIsoDay } from '../week.js';
import { absentReasonSchema, studentRegisterSchema } from './classbook.schema.js';
import { idSchema, isoDaySchema } from './common.schema.js';
import { eventCollectionSchema } from './timetable.schema.js';

/** The longest statistics period: a school year. */
export const MAX_STATISTIC_DAYS = 366;

/** Presence filter types of the spec: only absences, only present students with an entry (lateness), or both. */
export const presenceTypeSchema = z.enum(['onlyFalse', 'onlyTrue', 'both']);
export type PresenceType = z.infer<typeof presenceTypeSchema>;

/** The options of the sets the register keeps: Veranstaltung (event entries) and Anwesenheit (student entries). */
export const eventOptionNames = ['topic', 'notice'] as const;
export const studentOptionNames = ['presence', 'late'] as const;
export type EventOptionName = (typeof eventOptionNames)[number];
export type StudentOptionName = (typeof studentOptionNames)[number];

/** A comma-separated list of the given names (a query parameter carries one string). */
const listOf = (names: readonly string[]) =>
  z
    .string()
    .max(200)
    .regex(new RegExp(`^(?:(?:${names.join('|')})(?:,(?:${names.join('|')}))*)?$`), { message: 'unknown_option' });

const flagSchema = z.enum(['true', 'false']);

/**
 * GET /api/classbookStatistic: the spec's Filter as query parameters. Zeitraum (start, end: at most
 * a school year); event entries (show toggle, class, subject, options of the set Veranstaltung);
 * student entries (show toggle, class, student, presence type, only unexcused, absence reasons,
 * options of the set Anwesenheit, options of each other student set: `{set}Set`). Lists are
 * comma-separated; an empty list selects nothing, a missing one every option.
 */
export const statisticQuerySchema = z
  .object({
    start: isoDaySchema.refine(isIsoDay, { params: { code: 'invalid_day' } }),
    end: isoDaySchema.refine(isIsoDay, { params: { code: 'invalid_day' } }),
    eventOptions: flagSchema.optional(),
    eventGroupId: idSchema.optional(),
    subject: z.string().trim().min(1).max(100).optional(),
    eventSet: listOf(eventOptionNames).optional(),
    studentOptions: flagSchema.optional(),
    studentGroupId: idSchema.optional(),
    studentUid: idSchema.optional(),
    presenceType: presenceTypeSchema.optional(),
    onlyNotExcused: flagSchema.optional(),
    reasons: listOf(absentReasonSchema.options).optional(),
    studentSet: listOf(studentOptionNames).optional(),
    studentInfoSet: listOf(optionKeysOf('studentInfo')).optional(),
    participationSet: listOf(optionKeysOf('participation')).optional(),
    behaviourSet: listOf(optionKeysOf('behaviour')).optional(),
    disruptionSet: listOf(optionKeysOf('disruption')).optional(),
  })
  .strict()
  .superRefine((query, context) => {
    if (query.end < query.start)
      context.addIssue({ code: 'custom', path: ['end'], message: 'before_start', params: { code: 'before_start' } });
    else if ((Date.parse(query.end) - Date.parse(query.start)) / 86_400_000 >= MAX_STATISTIC_DAYS)
      context.addIssue({ code: 'custom', path: ['end'], message: 'too_long', params: { code: 'too_long' } });
    if (!query.eventGroupId && !query.studentGroupId)
      context.addIssue({ code: 'custom', path: ['studentGroupId'], message: 'required', params: { code: 'required' } });
    if (query.studentUid && !query.studentGroupId)
      context.addIssue({ code: 'custom', path: ['studentGroupId'], message: 'required', params: { code: 'required' } });
  });
export type StatisticQuery = z.infer<typeof statisticQuerySchema>;

/** The query parameter of each student set's options. */
export const setParams = {
  studentInfo: 'studentInfoSet',
  participation: 'participationSet',
  behaviour: 'behaviourSet',
  disruption: 'disruptionSet',
} as const satisfies Record<StudentSetName, keyof StatisticQuery>;

/** One student's options in one event, with the student's name. */
export const statisticStudentEntrySchema = studentRegisterSchema.extend({ uid: z.string(), displayName: z.string() });
export type StatisticStudentEntry = z.infer<typeof statisticStudentEntrySchema>;

export const statisticEventSchema = z.object({
  lessonDateId: z.string(),
  collection: eventCollectionSchema,
  starttime: z.string(),
  endtime: z.string(),
  displayName: z.string(),
  subject: z.string(),
  groups: z.array(z.string()),
  topic: z.string().optional(),
  notice: z.string().optional(),
  students: z.array(statisticStudentEntrySchema),
});
export type StatisticEvent = z.infer<typeof statisticEventSchema>;

export const studentTotalsSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  absentLessons: z.number().int().nonnegative(),
  unexcusedLessons: z.number().int().nonnegative(),
  lateMinutes: z.number().int().nonnegative(),
});
export type StudentTotals = z.infer<typeof studentTotalsSchema>;

export const weekAbsencesSchema = z.object({
  weekStart: isoDaySchema,
  absentLessons: z.number().int().nonnegative(),
  unexcusedLessons: z.number().int().nonnegative(),
});
export type WeekAbsences = z.infer<typeof weekAbsencesSchema>;

/**
 * The statistics 'Klassenbuch': the days with events that have an entry to show (event options,
 * per-student options), the subjects of the event class in the period (the subject select), the
 * students of the student class, and for them the totals per student and the absences per week.
 */
export const classbookStatisticSchema = z.object({
  days: z.array(z.object({ day: isoDaySchema, events: z.array(statisticEventSchema) })),
  subjects: z.array(z.string()),
  students: z.array(z.object({ uid: z.string(), displayName: z.string() })),
  totals: z.array(studentTotalsSchema),
  weeks: z.array(weekAbsencesSchema),
});
export type ClassbookStatistic = z.infer<typeof classbookStatisticSchema>;
