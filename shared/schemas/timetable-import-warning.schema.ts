import * as z from 'zod';
import { isoDaySchema } from './common.schema.js';

/**
 * Warnings of an Untis import travel as a code with parameters; the web turns them into German
 * text (web/src/i18n/timetable-import-warnings.de.ts). Each names the file and line it concerns.
 */

/** Untis short names longer than this are refused (SVWS #409: a text column shifted into a key column). */
export const UNTIS_SHORT_NAME_MAX = 40;

/** Why a field of a row was not read: the value formats of the Untis exports (spec §1). */
export const untisFieldIssues = [
  'short-name-missing',
  'short-name-too-long',
  'short-name-placeholder',
  'not-an-integer',
  'below-one',
  'not-a-number',
  'date-format',
  'invalid-date',
  'timestamp-format',
  'weekday-range',
  'colour-range',
  'lesson-length-format',
  'negative-art',
  'end-before-start',
  'clock-time-format',
  'end-not-after-start',
  /** A value the field's schema refused for a reason without its own code. */
  'invalid',
] as const;
export const untisFieldIssueSchema = z.enum(untisFieldIssues);
export type UntisFieldIssue = z.infer<typeof untisFieldIssueSchema>;

/** The master-data elements an Untis file refers to, and the file that lists each. */
export const untisElementFiles = { class: 'GPU003', teacher: 'GPU004', room: 'GPU005', subject: 'GPU006' } as const;
export type UntisElementKind = keyof typeof untisElementFiles;
const elementKindSchema = z.enum(Object.keys(untisElementFiles) as [UntisElementKind, ...UntisElementKind[]]);

const count = z.number().int();
const warning = <const C extends string, const P extends z.ZodRawShape>(code: C, params: P) =>
  z.object({ code: z.literal(code), params: z.object(params) });

export const importWarningDetailSchema = z.discriminatedUnion('code', [
  warning('unclosed-quote', {}),
  /** Fields of a row that do not match their format; `field` is the 1-based field number when known. */
  warning('invalid-fields', { issues: z.array(z.object({ field: count.optional(), issue: untisFieldIssueSchema })).min(1) }),
  warning('gpp002-instead-of-gpu002', {}),
  warning('unknown-substitution-type', { letter: z.string() }),
  warning('unknown-element', { kind: elementKindSchema, value: z.string() }),
  warning('duplicate-name', { name: z.string() }),
  warning('duplicate-time-grid-entry', { day: count, period: count }),
  warning('no-time-for-slot', { day: count, period: count }),
  warning('no-time-for-period', { period: count }),
  warning('tutor-without-account', { short: z.string() }),
  warning('tutor-ambiguous', { short: z.string(), accounts: count }),
  warning('lesson-group-ignored', { lessonGroup: z.string() }),
  warning('substitution-without-change', {}),
  warning('duplicate-substitution', { keptLine: count }),
  warning('date-outside-school-year', { date: isoDaySchema }),
  warning('holiday', { date: isoDaySchema, name: z.string(), publicHoliday: z.boolean() }),
  warning('cancellation-without-lesson', {}),
  warning('lesson-not-scheduled', { date: isoDaySchema }),
  warning('supervision-without-teacher', { corridor: z.string() }),
  warning('exam-without-classes', { name: z.string() }),
  warning('supervision-substitution-without-supervision', { date: isoDaySchema, corridor: z.string() }),
]);
/** What is wrong, without where: `{ code, params }`. */
export type ImportWarningDetail = z.infer<typeof importWarningDetailSchema>;
export type ImportWarningCode = ImportWarningDetail['code'];
export type ImportWarningParams<C extends ImportWarningCode> = Extract<ImportWarningDetail, { code: C }>['params'];

/** A warning of the import job: the uploaded file's name, the 1-based line (0: the file as a whole) and what is wrong. */
export const importWarningSchema = z.intersection(z.object({ file: z.string(), line: z.number().int() }), importWarningDetailSchema);
export type ImportWarning = z.infer<typeof importWarningSchema>;
