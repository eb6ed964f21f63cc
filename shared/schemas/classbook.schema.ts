import { z } from 'zod';
import { idSchema } from './common.schema.js';

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

const noticeSchema = z.string().trim().max(500);

export const excusedSchema = z.object({ value: z.boolean(), type: excuseTypeSchema, notice: noticeSchema.optional() }).strict();
export type Excused = z.infer<typeof excusedSchema>;

/** One student's presence options in one lesson (set Anwesenheit): presence switch and late minutes. */
export const studentRegisterSchema = z
  .object({
    presence: z.boolean().optional(),
    presenceReason: absentReasonSchema.optional(),
    late: z.number().int().min(LATE_STEP).max(LATE_MAX).multipleOf(LATE_STEP).optional(),
    lateReason: lateReasonSchema.optional(),
    excused: excusedSchema.optional(),
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

/** Why a student is marked in the attendance list: an absence of the day covering the lesson, or a day note still open at its start. */
export const registerMarkSchema = z.object({
  studentUid: z.string(),
  kind: z.enum(['absence', 'daynotice']),
  text: z.string(),
});

export const lessonRegisterSchema = lessonRegisterBodySchema.extend({
  canWrite: z.boolean(),
  marks: z.array(registerMarkSchema),
});
export type LessonRegister = z.infer<typeof lessonRegisterSchema>;
