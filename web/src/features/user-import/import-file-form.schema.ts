import * as z from 'zod';
import { importEncodingSchema, importGroupSchema } from '@shared/schemas/user-import.schema.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';

/** A CSV file by its name or type; anything else is not read at all. */
export const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** Step 1: the group, the encoding (Windows-1252 by default) and one CSV file. */
export const importFileFormSchema = z.object({
  group: importGroupSchema,
  encoding: importEncodingSchema,
  file: z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList && value.length === 1, t.file.fileRequired)
    .refine((files) => !files[0] || isCsv(files[0]), t.file.notCsv),
});
export type ImportFileFormValues = z.infer<typeof importFileFormSchema>;
