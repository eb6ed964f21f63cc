import * as z from 'zod';
import { multiLineText, singleLineText } from './text.schema.js';

/** Whose activation codes an export holds: guardian codes are the students' `code_guardian`. */
export const codeExportAudiences = ['tutors', 'students', 'guardians'] as const;
export type CodeExportAudience = (typeof codeExportAudiences)[number];

/** A CSV list for Excel or printable code cards ('Kopiervorlagen'). */
export const codeExportFormats = ['csv', 'pdf'] as const;
export type CodeExportFormat = (typeof codeExportFormats)[number];

export const CODE_CARD_HEADING_MAX = 60;
export const CODE_CARD_INTRO_MAX = 300;

export const createCodeExportBodySchema = z
  .object({
    audience: z.enum(codeExportAudiences),
    format: z.enum(codeExportFormats),
    /** The web app's origin, printed on the cards as the sign-up address (…/signUp). */
    appOrigin: z
      .string()
      .max(200)
      .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/),
  })
  .strict();

/** The file lies in the school's part of the files bucket; the URL works for a few minutes only. */
export const codeExportSchema = z.object({
  url: z.url(),
  fileName: z.string(),
  /** People (unused codes) in the file. */
  count: z.number().int().nonnegative(),
});

/** The school's text on every code card: a heading and a short introduction. */
export const codeCardTemplateSchema = z.object({
  heading: singleLineText({ min: 1, max: CODE_CARD_HEADING_MAX }),
  intro: multiLineText({ max: CODE_CARD_INTRO_MAX }),
});
export type CodeCardTemplate = z.infer<typeof codeCardTemplateSchema>;
export const updateCodeCardTemplateBodySchema = codeCardTemplateSchema.strict();

/** Exports lie in the files bucket under this prefix, one folder per school; the bucket deletes them after a day. */
export const CODE_EXPORT_KEY_PREFIX = 'code-exports/';
