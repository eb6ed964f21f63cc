import * as z from 'zod';
import { isMonday } from '../week.js';
import { idSchema, isoDaySchema } from './common.schema.js';
import { readableSchoolYearSchema } from './school-year.schema.js';

const timeSchema = z.string().regex(/^\d{2}:\d{2}$/);

/** GET /api/weekplan: `from` is a Monday (default: this week), `days` 1 to 7 (default 5). */
export const weekplanQuerySchema = z
  .object({
    from: isoDaySchema.refine(isMonday, { message: 'not_a_monday' }).optional(),
    days: z.coerce.number().int().min(1).max(7).optional(),
  })
  .strict();

/** GET /api/groups/{groupId}/weekplan (Meine Klassen). */
export const groupParamsSchema = z.object({ groupId: idSchema }).strict();

/** Meine Klassen reads the active school year, or a past one when it names it (read only). */
export const schoolYearQuerySchema = z.object({ schoolYearId: idSchema.optional() }).strict();
export const groupWeekplanQuerySchema = weekplanQuerySchema.extend(schoolYearQuerySchema.shape).strict();

/**
 * GET /api/groups (Meine Klassen selector): the groups of the school year (the active one unless
 * asked for a past one) the tutor may see, that year's id and the years to choose from.
 */
export const myGroupsSchema = z.object({
  groups: z.array(z.object({ id: z.string(), displayName: z.string() })),
  schoolYearId: idSchema,
  years: z.array(readableSchoolYearSchema),
});
export type MyGroups = z.infer<typeof myGroupsSchema>;

/** GET /api/groups/{groupId}/students (Meine Klassen): the students of a group by name, with their class register entry count. */
export const groupStudentsSchema = z.object({
  students: z.array(
    z.object({
      uid: z.string(),
      displayName: z.string(),
      sex: z.enum(['männlich', 'weiblich', 'other']).optional(),
      entries: z.number().int().nonnegative(),
    }),
  ),
  /**
   * The other groups (courses, classes) the group's students belong to, each with those of its
   * students; `canSend`: the tutor may notify the whole group (the school's Meine Klassen setting).
   */
  studentGroups: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      kind: z.enum(['class', 'course']),
      canSend: z.boolean(),
      students: z.array(z.object({ uid: z.string(), displayName: z.string() })),
    }),
  ),
});
export type GroupStudents = z.infer<typeof groupStudentsSchema>;

export const timeBlockSchema = z.object({
  id: z.string(),
  name: z.string(),
  starttime: timeSchema,
  endtime: timeSchema,
  type: z.enum(['lesson', 'break']),
});

/** A tutor of an event; `name` where the tutor has no account but the school's import names them (e.g. 'Herr Lorenz'). */
const tutorRefSchema = z.object({ uid: z.string(), short: z.string(), name: z.string().optional() });
const roomRefSchema = z.object({ id: z.string(), name: z.string() });
const subjectRefSchema = z.object({ id: z.string(), name: z.string(), color: z.string(), shade: z.number().optional() });

/** The kinds of change of a dated event, as Untis reports them and the week plan shows them. */
export const changeTypes = [
  'cancel',
  'substitution',
  'roomChange',
  'subjectChange',
  'additionalTutorsChange',
  'absentTutorsChange',
  'replacement',
  'additionalAttribute',
] as const;
export const changeTypeSchema = z.enum(changeTypes);
export type ChangeType = z.infer<typeof changeTypeSchema>;

export const eventChangeSchema = z.object({
  id: z.string(),
  type: changeTypeSchema,
  visibleForStudent: z.boolean(),
  visibleForGuardian: z.boolean(),
  tutors: z.array(tutorRefSchema).optional(),
  rooms: z.array(roomRefSchema).optional(),
  subject: subjectRefSchema.optional(),
  text: z.string().optional(),
});
export type EventChange = z.infer<typeof eventChangeSchema>;

/**
 * The kinds of dated events and their collections (the route segment of event detail): lesson
 * dates of a class, course dates of a course, special-event dates (Wandertag, Schulkonzert),
 * meeting dates (conferences, parents' evenings), exam dates (Klausuren, Untis GPU017) and break
 * supervision dates (Pausenaufsichten, Untis GPU009).
 */
export const eventKinds = ['lessonDate', 'courseDate', 'specialEventDate', 'meetingDate', 'examDate', 'supervisionDate'] as const;
export type EventKind = (typeof eventKinds)[number];
export const eventCollectionSchema = z.enum([
  'lessonDates',
  'courseDates',
  'specialEventDates',
  'meetingDates',
  'examDates',
  'supervisionDates',
]);
export type EventCollection = z.infer<typeof eventCollectionSchema>;
export const collectionOfKind: Record<EventKind, EventCollection> = {
  lessonDate: 'lessonDates',
  courseDate: 'courseDates',
  specialEventDate: 'specialEventDates',
  meetingDate: 'meetingDates',
  examDate: 'examDates',
  supervisionDate: 'supervisionDates',
};

/**
 * Students moved out of an event ('allocated') or into it ('allocating'). Tutors get every student
 * change; a student or guardian only the ones that concern that student, with no other names.
 */
export const studentChangeTypes = ['allocated', 'allocating'] as const;
export type StudentChangeType = (typeof studentChangeTypes)[number];
export const studentChangeSchema = z.object({
  id: z.string(),
  type: z.enum(studentChangeTypes),
  studentUids: z.array(z.string()),
  text: z.string().optional(),
});
export type StudentChange = z.infer<typeof studentChangeSchema>;

export const weekplanEventSchema = z.object({
  id: z.string(),
  collection: eventCollectionSchema,
  day: isoDaySchema,
  starttime: timeSchema,
  endtime: timeSchema,
  displayName: z.string(),
  blockId: z.string().optional(),
  subject: subjectRefSchema.optional(),
  rooms: z.array(roomRefSchema),
  tutors: z.array(tutorRefSchema),
  groups: z.array(z.object({ id: z.string(), displayName: z.string() })),
  notice: z.string().optional(),
  /** The course of a course date. */
  course: z.object({ id: z.string(), displayName: z.string() }).optional(),
  changes: z.array(eventChangeSchema),
  studentChanges: z.array(studentChangeSchema),
});
export type WeekplanEvent = z.infer<typeof weekplanEventSchema>;

export const weekplanSchema = z.object({
  from: isoDaySchema,
  days: z.array(isoDaySchema),
  blocks: z.array(timeBlockSchema),
  events: z.array(weekplanEventSchema),
});
export type Weekplan = z.infer<typeof weekplanSchema>;
export type TimeBlock = z.infer<typeof timeBlockSchema>;

/** GET /api/events/{collectionName}/{id} (event detail) of any kind of dated event. */
export const eventDetailParamsSchema = z.object({ collectionName: eventCollectionSchema, id: idSchema }).strict();

export const eventStudentSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  sex: z.enum(['männlich', 'weiblich', 'other']).optional(),
  group: z.string(),
  /** Set for a student moved into this event from another one. */
  allocating: z.boolean().optional(),
});
export type EventStudent = z.infer<typeof eventStudentSchema>;

/** Why a student is marked in the attendance list: an absence of the day covering the lesson, or a day note still open at its start. */
export const attendanceMarkSchema = z.object({
  studentUid: z.string(),
  kind: z.enum(['absence', 'daynotice']),
  text: z.string(),
  /** An absence's reason code (0 Krankheit, 3 beurlaubt, 4 unentschuldigt) and whether a guardian reported it (a sick note). */
  reason: z.number().optional(),
  reportedByGuardian: z.boolean().optional(),
});

/**
 * Event detail 'Details': the event with its block name, every change and its students (its groups'
 * members, minus those moved out, plus those moved in); for tutors the students' attendance marks.
 */
export const eventDetailSchema = weekplanEventSchema.extend({
  blockName: z.string().optional(),
  students: z.array(eventStudentSchema),
  /** Students of the event's groups moved out of it ('abgeteilt'), by name. */
  movedOut: z.array(eventStudentSchema).optional(),
  marks: z.array(attendanceMarkSchema).optional(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
