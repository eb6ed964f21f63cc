import * as z from 'zod';
import { importEncodings, importGroups } from '../user-import/import-format.js';
import { idSchema } from './common.schema.js';
import { presignedUploadSchema } from './upload.schema.js';

export const importGroupSchema = z.enum(importGroups);
export const importEncodingSchema = z.enum(importEncodings);

export const createUserImportBodySchema = z.object({ group: importGroupSchema, encoding: importEncodingSchema }).strict();
/** The new import and where the browser uploads the CSV (a presigned POST, valid for minutes). */
export const userImportCreatedSchema = z.object({ importId: idSchema, upload: presignedUploadSchema });

export const userImportParamsSchema = z.object({ importId: idSchema }).strict();

const rowErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export const importProblemSchema = z.object({ message: z.string(), report: z.array(rowErrorSchema) });

/** The server's reading of the uploaded file: its problem, or the people, duplicates and existing users. */
export const userImportCheckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(false), problem: importProblemSchema }),
  z.object({
    ok: z.literal(true),
    total: z.number().int(),
    duplicates: z.array(z.object({ lastname: z.string(), firstname: z.string(), rows: z.array(z.number().int()) })),
    existing: z.array(
      z.object({
        row: z.number().int(),
        lastname: z.string(),
        firstname: z.string(),
        groupDisplayName: z.string().optional(),
        existingGroupDisplayName: z.string().optional(),
      }),
    ),
  }),
]);

/** The admin's answers to steps 2 and 3: keep the file's duplicates, skip the existing users. */
export const startUserImportBodySchema = z.object({ keepDuplicates: z.boolean(), confirmExisting: z.boolean() }).strict();

export const userImportStatuses = ['created', 'queued', 'running', 'done', 'failed'] as const;
export const userImportStatusSchema = z.object({
  importId: idSchema,
  group: importGroupSchema,
  status: z.enum(userImportStatuses),
  total: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  problem: importProblemSchema.optional(),
  /** Local stack only (like the x-ddb-writes header): DynamoDB write requests the job made. */
  ddbWrites: z.number().int().optional(),
});

export type UserImportCheck = z.infer<typeof userImportCheckSchema>;
export type UserImportStatus = z.infer<typeof userImportStatusSchema>;
