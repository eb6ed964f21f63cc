import * as z from 'zod';
import { berlinToday } from '../week.js';
import { idSchema, isoDaySchema } from './common.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

/** Spec §5 Daynotice: the content holds at most 100 characters. */
export const DAYNOTICE_CONTENT_MAX = 100;
/** The longest subject of a day note. */
export const DAYNOTICE_TITLE_MAX = 200;

/** HH:mm (§5: 'Eingabe stimmt nicht mit angegebenem Format überein' otherwise). */
export const DAYNOTICE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface DaynoticeValues {
  day: string;
  endtime?: string;
  title: string;
  content: string;
}

/**
 * The §5 rule errors of a day note, by field: day required and not before today (the school's
 * day), end time empty or HH:mm, title and content required, content at most 100 characters.
 * Used by the dialog and again by the server.
 */
export const daynoticeErrors = (values: DaynoticeValues, today: string): Partial<Record<keyof DaynoticeValues, string>> => {
  const title = values.title.trim();
  const content = values.content.trim();
  return {
    ...(!values.day ? { day: 'required' } : values.day < today ? { day: 'before_today' } : {}),
    ...(values.endtime && !DAYNOTICE_TIME.test(values.endtime) ? { endtime: 'format' } : {}),
    ...(!title ? { title: 'required' } : {}),
    ...(!content ? { content: 'required' } : content.length > DAYNOTICE_CONTENT_MAX ? { content: 'too_long' } : {}),
  };
};

/**
 * A day note about one student of a lesson, written from the Tagebuch. The id comes from the
 * client, so a repeated save writes (and counts) it once.
 */
export const daynoticeBodySchema = z
  .object({
    daynoticeId: idSchema,
    studentUid: idSchema,
    day: isoDaySchema,
    endtime: z.string().optional(),
    title: singleLineText({ max: DAYNOTICE_TITLE_MAX }),
    content: multiLineText({ max: 1000 }),
  })
  .strict()
  .superRefine((note, context) => {
    for (const [path, message] of Object.entries(daynoticeErrors(note, berlinToday())))
      context.addIssue({ code: 'custom', path: [path], message, params: { code: message } });
  });
export type DaynoticeBody = z.infer<typeof daynoticeBodySchema>;
