import * as z from 'zod';
import { idSchema } from './common.schema.js';
import { singleLineText } from './text.schema.js';
import { importWarningSchema } from './timetable-import-warning.schema.js';
import { presignedUploadSchema } from './upload.schema.js';

/**
 * Admin 'Stundenplan importieren': Untis exports uploaded to S3, inspected, then imported by a job
 * that writes the caller's school and active school year. The web polls the job.
 */
export const untisFileKinds = [
  'GPU001',
  'GPU002',
  'GPU003',
  'GPU004',
  'GPU005',
  'GPU006',
  'GPU009',
  'GPU014',
  'GPU017',
  'GPU018',
  'time',
] as const;
export const untisFileKindSchema = z.enum(untisFileKinds);
export type UntisFileKind = z.infer<typeof untisFileKindSchema>;

/** Files one import takes (one per kind, plus room for a wrong one the inspection names). */
export const MAX_IMPORT_FILES = 12;
/** Bytes per uploaded file; a large school's GPU014 stays far below. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;

/** Uploads live under this prefix (then school and job); the bucket expires them after a week. */
export const TIMETABLE_IMPORT_KEY_PREFIX = 'timetable-imports/';
export const TIMETABLE_IMPORT_FILE_DAYS = 7;

/** Every upload is sent with this content type: the presigned PUT is signed for it. */
export const UNTIS_UPLOAD_CONTENT_TYPE = 'text/plain';

const fileNameSchema = singleLineText({ min: 1, max: 120 });

/** POST /api/timetable-imports: the names of the files the admin chose. */
export const createTimetableImportBodySchema = z
  .object({
    files: z
      .array(z.object({ name: fileNameSchema, size: z.number().int().min(1).max(MAX_IMPORT_FILE_BYTES) }).strict())
      .min(1)
      .max(MAX_IMPORT_FILES),
  })
  .strict();

export const timetableImportParamsSchema = z.object({ jobId: idSchema }).strict();

/** One upload target: PUT the file's bytes to `url` (presigned, school-scoped key, 15 minutes). */
export const timetableImportUploadsSchema = z.object({
  jobId: z.string(),
  uploads: z.array(z.object({ name: z.string(), upload: presignedUploadSchema })),
});
export type TimetableImportUploads = z.infer<typeof timetableImportUploadsSchema>;

export const detectedFileSchema = z.object({
  name: z.string(),
  /** Undefined when neither the name nor the content says which export it is. */
  kind: untisFileKindSchema.optional(),
  encoding: z.enum(['utf-8', 'utf-8-bom', 'windows-1252']),
  separator: z.enum([',', ';', '\t', 'blank']),
  rows: z.number().int(),
  bytes: z.number().int(),
});
export type DetectedFile = z.infer<typeof detectedFileSchema>;

export const importCountSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportCount = z.infer<typeof importCountSchema>;

/** What the summary counts: master data, lesson dates, exams (GPU017, GPU014 type E) and break supervisions (GPU009). */
export const importCategories = ['groups', 'subjects', 'rooms', 'timeBlocks', 'lessonDates', 'exams', 'supervisions'] as const;
export type ImportCategory = (typeof importCategories)[number];

export const importJobStatusSchema = z.enum(['uploading', 'inspected', 'queued', 'running', 'done', 'failed']);
export type ImportJobStatus = z.infer<typeof importJobStatusSchema>;

export const timetableImportJobSchema = z.object({
  jobId: z.string(),
  status: importJobStatusSchema,
  createdAt: z.string(),
  files: z.array(detectedFileSchema),
  /** 0 to 100 while running. */
  progress: z.number().int().min(0).max(100),
  /** Counts per area; exams and break supervisions only when the import wrote or covered them (GPU017, GPU009). */
  counts: z
    .object({
      groups: importCountSchema,
      subjects: importCountSchema,
      rooms: importCountSchema,
      timeBlocks: importCountSchema,
      lessonDates: importCountSchema,
      exams: importCountSchema.optional(),
      supervisions: importCountSchema.optional(),
    } satisfies Record<ImportCategory, z.ZodType>)
    .optional(),
  /** GPU014 rows applied as changes of lesson dates. */
  changes: z.number().int().optional(),
  /** Days on which GPU018 holidays left out lessons; only when a GPU018 file was imported. */
  holidayDays: z.number().int().optional(),
  warnings: z.array(importWarningSchema),
  /** Warnings beyond the stored ones are counted only. */
  warningCount: z.number().int(),
  /** Why a failed import stopped (an error code of shared/errors.ts). */
  error: z.string().optional(),
});
export type TimetableImportJob = z.infer<typeof timetableImportJobSchema>;
