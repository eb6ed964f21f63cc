import { z } from 'zod';
import { isMonday } from '../week.js';
import { idSchema, isoDaySchema } from './common.schema.js';

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

/** GET /api/groups (Meine Klassen selector): the groups of the active school year the tutor may see. */
export const myGroupsSchema = z.object({
  groups: z.array(z.object({ id: z.string(), displayName: z.string() })),
});
export type MyGroups = z.infer<typeof myGroupsSchema>;

/** GET /api/groups/{groupId}/students (Meine Klassen): the students of a group, by name. */
export const groupStudentsSchema = z.object({
  students: z.array(z.object({ uid: z.string(), displayName: z.string(), sex: z.enum(['männlich', 'weiblich', 'other']).optional() })),
});
export type GroupStudents = z.infer<typeof groupStudentsSchema>;

export const timeBlockSchema = z.object({
  id: z.string(),
  name: z.string(),
  starttime: timeSchema,
  endtime: timeSchema,
  type: z.enum(['lesson', 'break']),
});

const tutorRefSchema = z.object({ uid: z.string(), short: z.string() });
const roomRefSchema = z.object({ id: z.string(), name: z.string() });
const subjectRefSchema = z.object({ id: z.string(), name: z.string(), color: z.string(), shade: z.number().optional() });

export const changeTypeSchema = z.enum([
  'cancel',
  'substitution',
  'roomChange',
  'subjectChange',
  'additionalTutorsChange',
  'absentTutorsChange',
  'replacement',
  'additionalAttribute',
]);
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

export const weekplanEventSchema = z.object({
  id: z.string(),
  collection: z.literal('lessonDates'),
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
  changes: z.array(eventChangeSchema),
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

/** GET /api/events/{collectionName}/{id} (event detail): only lesson dates so far. */
export const eventDetailParamsSchema = z.object({ collectionName: z.enum(['lessonDates']), id: idSchema }).strict();

export const eventStudentSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  sex: z.enum(['männlich', 'weiblich', 'other']).optional(),
  group: z.string(),
});
export type EventStudent = z.infer<typeof eventStudentSchema>;

/** Event detail 'Details': the lesson with its block name, every change and the students of its groups. */
export const eventDetailSchema = weekplanEventSchema.extend({
  blockName: z.string().optional(),
  students: z.array(eventStudentSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
