import * as z from 'zod';
import { OPTION_TEXT_MAX, optionDefinitions, type OptionDefinition } from '../classbook-option-sets.js';
import { addDays, berlinToday, isIsoDay } from '../week.js';
import { idSchema, isoDaySchema } from './common.schema.js';
import { multiLineText } from './text.schema.js';
import { attendanceMarkSchema } from './timetable.schema.js';
import { absenceReasonSchema } from './today.schema.js';

/** Reason modifiers of the spec; lateness also knows external circumstances. */
export const absentReasonSchema = z.enum(['unknown', 'desease', 'onLeave', 'internEvent']);
export const lateReasonSchema = z.enum(['unknown', 'desease', 'onLeave', 'internEvent', 'external-circumstances']);
/** Excuse types of the spec; lateness also knows external circumstances. */
export const excuseTypeSchema = z.enum(['unknown', 'excuse', 'medical-certificate', 'internEvent', 'external-circumstances']);
export type AbsentReason = z.infer<typeof absentReasonSchema>;
export type LateReason = z.infer<typeof lateReasonSchema>;
export type ExcuseType = z.infer<typeof excuseTypeSchema>;

/** Late slider of the spec: 0 to 45 minutes, step 5. */
export const LATE_MAX = 45;
export const LATE_STEP = 5;

/** The longest notice (of an absence, an excuse, a sick note, a lesson's topic or notice). */
export const NOTICE_MAX = 500;
export const noticeSchema = multiLineText({ max: NOTICE_MAX });

export const excusedSchema = z.object({ value: z.boolean(), type: excuseTypeSchema, notice: noticeSchema.optional() }).strict();
export type Excused = z.infer<typeof excusedSchema>;

/** Whether a value fits an option's type: a text up to 500 characters, a whole number 0 to max, a flag. */
export const fitsOption = (definition: OptionDefinition, value: unknown): boolean =>
  definition.valueType === 'string'
    ? typeof value === 'string' && value.length <= OPTION_TEXT_MAX
    : definition.valueType === 'number'
      ? Number.isInteger(value) && (value as number) >= 0 && (value as number) <= (definition.max ?? 0)
      : typeof value === 'boolean';

/**
 * The options of the student sets (Schülerinfos, Mitarbeit, Verhalten, Störungen) by key: an
 * unknown key is refused with `unknown_option`, a value that does not fit its option with
 * `invalid_option_value`.
 */
export const studentOptionsSchema = z
  .record(z.string().max(50), z.union([z.string(), z.number(), z.boolean()]))
  .superRefine((options, context) => {
    for (const [key, value] of Object.entries(options)) {
      const definition = optionDefinitions.get(key);
      if (!definition) context.addIssue({ code: 'custom', path: [key], message: 'unknown_option', params: { code: 'unknown_option' } });
      else if (!fitsOption(definition, value))
        context.addIssue({ code: 'custom', path: [key], message: 'invalid_option_value', params: { code: 'invalid_option_value' } });
    }
  });

/**
 * One student's options in one lesson: the set Anwesenheit (presence switch, late minutes, their
 * reasons and the excuse) and the options of the other student sets.
 */
export const studentRegisterSchema = z
  .object({
    presence: z.boolean().optional(),
    presenceReason: absentReasonSchema.optional(),
    late: z.number().int().min(LATE_STEP).max(LATE_MAX).multipleOf(LATE_STEP).optional(),
    lateReason: lateReasonSchema.optional(),
    excused: excusedSchema.optional(),
    options: studentOptionsSchema.optional(),
  })
  .strict();
export type StudentRegister = z.infer<typeof studentRegisterSchema>;

/** The register of one lesson: event options (Veranstaltung: topic, notice), control flag and per-student options. */
export const lessonRegisterBodySchema = z
  .object({
    controllStarted: z.boolean(),
    topic: noticeSchema.optional(),
    notice: noticeSchema.optional(),
    students: z.record(idSchema, studentRegisterSchema),
  })
  .strict();
export type LessonRegisterBody = z.infer<typeof lessonRegisterBodySchema>;

export const lessonRegisterSchema = lessonRegisterBodySchema.extend({
  canWrite: z.boolean(),
  marks: z.array(attendanceMarkSchema),
});
export type LessonRegister = z.infer<typeof lessonRegisterSchema>;

/** The spec's all-day absence: 07:00 to 18:00. */
export const HOLE_DAY = { starttime: '07:00', endtime: '18:00' } as const;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * 'Abwesenheit eintragen' for one student of a lesson (§5 Absence): start and end days, all day
 * (07:00–18:00) or from–to times, reason Krankheit (0), beurlaubt (3) or unentschuldigt (4), a free
 * notice. The id comes from the client, so a repeated save writes the same absence once.
 */
export const absenceBodySchema = z
  .object({
    absenceId: idSchema,
    studentUid: idSchema,
    start: isoDaySchema,
    end: isoDaySchema,
    holeDay: z.boolean(),
    starttime: timeSchema.optional(),
    endtime: timeSchema.optional(),
    reason: absenceReasonSchema,
    notice: noticeSchema.optional(),
  })
  .strict()
  .superRefine((absence, context) => {
    if (absence.end < absence.start) context.addIssue({ code: 'custom', path: ['end'], message: 'before_start' });
    if (!absence.holeDay && !(absence.starttime && absence.endtime && absence.starttime < absence.endtime))
      context.addIssue({ code: 'custom', path: ['endtime'], message: 'before_start' });
  });
export type AbsenceBody = z.infer<typeof absenceBodySchema>;

/** A sick note covers at most two weeks and starts at the latest a week ahead (a sane range for a guardian's report). */
export const SICK_NOTE_MAX_DAYS = 14;
export const SICK_NOTE_LEAD_DAYS = 7;

/**
 * The rule errors of a sick note's days, by field: start not before today (the school's day) nor
 * more than a week ahead, end not before start and at most two weeks after it.
 */
export const sickNoteDayErrors = (start: string, end: string, today: string): Partial<Record<'start' | 'end', string>> => ({
  ...(start < today ? { start: 'before_today' } : start > addDays(today, SICK_NOTE_LEAD_DAYS) ? { start: 'too_far' } : {}),
  ...(end < start ? { end: 'before_start' } : end > addDays(start, SICK_NOTE_MAX_DAYS - 1) ? { end: 'too_long' } : {}),
});

const realDaySchema = isoDaySchema.refine(isIsoDay, { message: 'not_a_day' });

/**
 * 'Krankmeldung' of a guardian for the active child: the days and an optional note. The id comes
 * from the client, so a repeated send reports once.
 */
export const sickNoteBodySchema = z
  .object({ sickNoteId: idSchema, start: realDaySchema, end: realDaySchema, notice: noticeSchema.optional() })
  .strict()
  .superRefine((note, context) => {
    for (const [path, message] of Object.entries(sickNoteDayErrors(note.start, note.end, berlinToday())))
      context.addIssue({ code: 'custom', path: [path], message });
  });
export type SickNoteBody = z.infer<typeof sickNoteBodySchema>;

/** A reported sick note: the school days it became an absence on (weekends are skipped). */
export const sickNoteSchema = z.object({ sickNoteId: z.string(), days: z.array(isoDaySchema) });
export type SickNote = z.infer<typeof sickNoteSchema>;

export const absenceParamsSchema = z.object({ absenceId: idSchema }).strict();

/** The class teacher's confirmation of an absence a guardian reported. */
export const absenceConfirmationSchema = z.object({ absenceId: z.string(), confirmed: z.literal(true) });
