import * as z from 'zod';
import { isIsoDay } from '../week.js';
import { isoDaySchema } from './common.schema.js';
import { weekplanEventSchema } from './timetable.schema.js';

const timeSchema = z.string().regex(/^\d{2}:\d{2}$/);

/** GET /api/today: `day` defaults to the first day of the overview by the break-hour rule. */
export const todayQuerySchema = z.object({ day: isoDaySchema.refine(isIsoDay, { message: 'not_a_day' }).optional() }).strict();

/** The spec's Weather: an OpenWeatherMap-style icon code (e.g. 10d) and temperatures in °C. */
export const weatherSchema = z.object({
  icon: z.string().regex(/^\d{2}[dn]$/),
  temp: z.number(),
  tempMin: z.number(),
  tempMax: z.number(),
});
export type Weather = z.infer<typeof weatherSchema>;

/** Absence reasons of the spec: Krankheit (0), beurlaubt (3), unentschuldigt (4). */
export const absenceReasonSchema = z.union([z.literal(0), z.literal(3), z.literal(4)]);
export type AbsenceReason = z.infer<typeof absenceReasonSchema>;

const todayStudentSchema = z.object({ uid: z.string(), displayName: z.string(), group: z.string() });

export const todayDaynoticeSchema = z.object({
  id: z.string(),
  student: todayStudentSchema,
  title: z.string(),
  content: z.string(),
  endtime: timeSchema.optional(),
});

/**
 * An absence on the day; `eventIds` are the caller's lessons it overlaps (to group by event).
 * `sickNote`: reported by a guardian ('Krankmeldung'), whether the class teacher confirmed it and
 * whether the caller is that class teacher. `canChange`: the caller entered it or is the student's class
 * teacher, so she changes or removes it.
 */
export const todayAbsenceSchema = z.object({
  id: z.string(),
  student: todayStudentSchema,
  reason: absenceReasonSchema,
  notice: z.string().optional(),
  start: isoDaySchema,
  end: isoDaySchema,
  starttime: timeSchema,
  endtime: timeSchema,
  holeDay: z.boolean(),
  eventIds: z.array(z.string()),
  canChange: z.boolean(),
  sickNote: z.object({ confirmed: z.boolean(), canConfirm: z.boolean() }).optional(),
});

/** A special-event date, meeting date or break supervision (its corridor as name) of the day. */
const todayDateSchema = z.object({ id: z.string(), displayName: z.string(), starttime: timeSchema, endtime: timeSchema });

/** GET /api/today: a tutor's day with the spec's sections and their counters. */
export const todayOverviewSchema = z.object({
  day: isoDaySchema,
  weather: weatherSchema.nullable(),
  lessons: z.array(weekplanEventSchema),
  specialEvents: z.array(todayDateSchema),
  appointments: z.array(todayDateSchema),
  /** The tutor's break supervisions ('Aufsichten'): her own, less those taken from her, and those she stands in for. */
  supervisions: z.array(todayDateSchema),
  daynotices: z.array(todayDaynoticeSchema),
  changes: z.array(weekplanEventSchema),
  absences: z.array(todayAbsenceSchema),
  counters: z.object({
    specialEvents: z.number().int(),
    appointments: z.number().int(),
    supervisions: z.number().int(),
    daynotices: z.number().int(),
    changes: z.number().int(),
    absences: z.number().int(),
  }),
});
export type TodayOverview = z.infer<typeof todayOverviewSchema>;
export type TodayDaynotice = z.infer<typeof todayDaynoticeSchema>;
export type TodayAbsence = z.infer<typeof todayAbsenceSchema>;
