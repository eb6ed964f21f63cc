import * as z from 'zod';
import { idSchema, isoDaySchema } from './common.schema.js';
import { revisionSchema } from './revision.schema.js';
import { singleLineText } from './text.schema.js';

/** Most holidays a school year keeps (school holidays and single public holidays of one year). */
export const MAX_SCHOOL_YEAR_HOLIDAYS = 60;

/** Where a year stands: the one the app shows ('active'), the next one ('prepared'), or over ('past'). */
const schoolYearStateSchema = z.enum(['active', 'prepared', 'past']);
export type SchoolYearState = z.infer<typeof schoolYearStateSchema>;

/** A holiday's name ('Herbstferien'): one line of at most HOLIDAY_NAME_MAX characters. */
export const HOLIDAY_NAME_MAX = 80;
export const holidayNameSchema = singleLineText({ min: 1, max: HOLIDAY_NAME_MAX });

const schoolYearHolidaySchema = z
  .object({
    name: holidayNameSchema,
    from: isoDaySchema,
    to: isoDaySchema,
    /** 'untis': brought by the timetable import (GPU018); absent for holidays entered by hand. */
    source: z.literal('untis').optional(),
  })
  .strict();

export const schoolYearSchema = z.object({
  id: idSchema,
  /** Counted by the saves of its dates and holidays (the form's and the timetable import's), not by its switch. */
  revision: revisionSchema,
  name: z.string(),
  start: isoDaySchema,
  end: isoDaySchema,
  state: schoolYearStateSchema,
  holidays: z.array(schoolYearHolidaySchema),
});
export type SchoolYear = z.infer<typeof schoolYearSchema>;

/** A student of the previous year who is in no class of the active year, flagged as leaver. */
export const leaverSchema = z.object({ uid: z.string(), displayName: z.string(), groupDisplayName: z.string().optional() });
export type Leaver = z.infer<typeof leaverSchema>;

/** GET /api/admin/school-years: the school's years, newest first, and the flagged leavers. */
export const schoolYearsSchema = z.object({ years: z.array(schoolYearSchema), leavers: z.array(leaverSchema) });

/**
 * PUT /api/admin/school-years/prepared: the next school year's dates and holidays (the whole list), and the
 * revision of the prepared year the form was loaded at (1 when none was prepared: the first save stores 2).
 */
export const prepareSchoolYearBodySchema = z
  .object({
    revision: revisionSchema,
    start: isoDaySchema,
    end: isoDaySchema,
    holidays: z.array(schoolYearHolidaySchema).max(MAX_SCHOOL_YEAR_HOLIDAYS),
  })
  .strict();
export type PrepareSchoolYearBody = z.infer<typeof prepareSchoolYearBodySchema>;

export const schoolYearParamsSchema = z.object({ schoolYearId: idSchema }).strict();

/** POST /api/admin/school-years/leavers: the students flagged now (and before) as leavers. */
export const leaversSchema = z.object({ leavers: z.array(leaverSchema) });

/** A year a tutor may read (Meine Klassen): the active one and the past ones. */
export const readableSchoolYearSchema = z.object({ id: idSchema, name: z.string(), active: z.boolean() });
