import * as z from 'zod';
import { isIsoDay } from '../week.js';
import { isoDaySchema } from './common.schema.js';
import { changeTypeSchema } from './timetable.schema.js';

const timeSchema = z.string().regex(/^\d{2}:\d{2}$/);

/** GET /api/substitutions: `day` (default today in Berlin) and the next school day; weekends and holidays skipped. */
export const substitutionsQuerySchema = z.object({ day: isoDaySchema.refine(isIsoDay, { message: 'not_a_day' }).optional() }).strict();

/**
 * One changed lesson of the Vertretungsplan: classes, period, subject, teachers and rooms as
 * planned and as changed, by short codes and names only (never a student), with the change types
 * the caller's role may see.
 */
export const substitutionEntrySchema = z.object({
  /** The lesson date's id: with `signature`, what the page remembers as seen ('neu'). */
  id: z.string(),
  /** Changes to what the entry shows (changed content is 'neu' again). */
  signature: z.string(),
  classes: z.array(z.string()),
  /** The period (n-th lesson block of the day), absent for a lesson outside the grid. */
  period: z.number().int().positive().optional(),
  starttime: timeSchema,
  endtime: timeSchema,
  subject: z.string().optional(),
  newSubject: z.string().optional(),
  /** Short codes of the planned teachers and of those who replace or join them. */
  tutors: z.array(z.string()),
  substitutes: z.array(z.string()),
  rooms: z.array(z.string()),
  newRooms: z.array(z.string()),
  types: z.array(changeTypeSchema).min(1),
  text: z.string().optional(),
});
export type SubstitutionEntry = z.infer<typeof substitutionEntrySchema>;

export const substitutionDaySchema = z.object({ day: isoDaySchema, entries: z.array(substitutionEntrySchema) });
export type SubstitutionDay = z.infer<typeof substitutionDaySchema>;

/** The school's changes of two school days as the caller's role may see them, and when they were read ('Stand'). */
export const substitutionPlanSchema = z.object({
  schoolName: z.string(),
  days: z.array(substitutionDaySchema).length(2),
  readAt: z.iso.datetime(),
});
export type SubstitutionPlan = z.infer<typeof substitutionPlanSchema>;

/**
 * One break supervision (Aufsicht) of the school: its place, the break's time and the periods it lies
 * between, the planned tutor by short code and who takes it over (Untis GPU014 type B) or that it
 * is cancelled. Tutors and admins only.
 */
export const supervisionEntrySchema = z.object({
  id: z.string(),
  place: z.string(),
  starttime: timeSchema,
  endtime: timeSchema,
  /** The period the break follows (absent before the first) and the one it precedes. */
  afterPeriod: z.number().int().positive().optional(),
  beforePeriod: z.number().int().positive().optional(),
  tutors: z.array(z.string()),
  substitutes: z.array(z.string()),
  cancelled: z.boolean(),
  text: z.string().optional(),
});
export type SupervisionEntry = z.infer<typeof supervisionEntrySchema>;

export const supervisionDaySchema = z.object({ day: isoDaySchema, supervisions: z.array(supervisionEntrySchema) });
export type SupervisionDay = z.infer<typeof supervisionDaySchema>;

/** GET /api/substitutions/supervisions: the school's break supervisions of the Vertretungsplan's two school days. */
export const supervisionPlanSchema = z.object({
  schoolName: z.string(),
  days: z.array(supervisionDaySchema).length(2),
  readAt: z.iso.datetime(),
});
export type SupervisionPlan = z.infer<typeof supervisionPlanSchema>;
