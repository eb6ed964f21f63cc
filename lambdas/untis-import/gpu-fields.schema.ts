import * as z from 'zod';
import { UNTIS_SHORT_NAME_MAX, type UntisFieldIssue } from '../../shared/schemas/timetable-import-warning.schema.js';

/**
 * zod schemas for the value formats of spec §1 ("Value formats"). Every field arrives as a trimmed
 * string; empty means "not set" (Untis writes empty fields as nothing, never as `""`).
 */

/** A refused value reports the code of its issue as zod's message; the import warning carries it. */
export const issue = (code: UntisFieldIssue) => code;

const PLACEHOLDER = /^\?+$/;

/** `?` is what Untis leaves in unfilled key fields (SVWS #409); it never names a real element. */
export const shortName = z
  .string()
  .min(1, issue('short-name-missing'))
  .max(UNTIS_SHORT_NAME_MAX, issue('short-name-too-long'))
  .refine((value) => !PLACEHOLDER.test(value), issue('short-name-placeholder'));

/**
 * Empty → undefined, anything else must match `schema`. Written as a transform rather than a union
 * so that a bad value reports the inner schema's issue code, not zod's generic "Invalid input".
 */
export function emptyOr<T>(schema: z.ZodType<T, string>) {
  return z.string().transform((value, ctx): T | undefined => {
    if (value === '') return undefined;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/** In an optional reference a `?` placeholder just means "not filled", so it reads as empty. */
export const optionalShortName = z
  .string()
  .transform((value) => (PLACEHOLDER.test(value) ? '' : value))
  .pipe(emptyOr(shortName));

export const optionalText = z.string().transform((value) => (value === '' ? undefined : value));

export const integer = z
  .string()
  .regex(/^-?\d+$/, { message: issue('not-an-integer'), abort: true })
  .transform((value) => Number.parseInt(value, 10));

export const optionalInteger = emptyOr(integer);

export const positiveInteger = integer.refine((value) => value >= 1, issue('below-one'));

/** Decimal point is `.` in the exports (e.g. `2.5`). */
export const optionalDecimal = emptyOr(
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, issue('not-a-number'))
    .transform((value) => Number.parseFloat(value)),
);

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `YYYYMMDD` to ISO `YYYY-MM-DD`, rejecting impossible dates such as `20250230`. */
export const date = z
  .string()
  .regex(/^\d{8}$/, { message: issue('date-format'), abort: true })
  .refine((value) => isCalendarDate(Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6, 8))), issue('invalid-date'))
  .transform((value) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`);

export const optionalDate = emptyOr(date);

/** `YYYYMMDDHHMM` to ISO `YYYY-MM-DDTHH:MM` (school-local time, no zone in the file). */
export const optionalTimestamp = emptyOr(
  z
    .string()
    .regex(/^\d{12}$/, issue('timestamp-format'))
    .transform((value) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(8, 10)}:${value.slice(10, 12)}`),
);

/** `~` separates classes, rooms and other multi-values; blanks around parts are dropped. */
export const tildeList = z.string().transform((value) =>
  value
    .split('~')
    .map((part) => part.trim())
    .filter((part) => part !== ''),
);

/**
 * A length as `hh:mm` or whole minutes (GPU001 field 8, GPU009 field 5: the Untis docs say `hh:mm`,
 * SVWS and real GPU009 files have minutes, enbrea accepts both). Returned as minutes.
 */
export const minutes = z
  .string()
  .regex(/^(\d{1,2}:\d{2}|\d+)$/, issue('lesson-length-format'))
  .transform((value) =>
    value
      .split(':')
      .map(Number)
      .reduce((total, part) => total * 60 + part),
  );

export const weekday = integer.refine((value) => value >= 1 && value <= 7, issue('weekday-range'));

export interface UntisColour {
  /** The integer as exported. */
  value: number;
  /** CSS hex colour. */
  hex: string;
}

/**
 * Untis-doc only says "24-bit RGB value"; enbrea decodes it as a Win32 COLORREF (0x00BBGGRR, red in
 * the low byte), which is what a Windows program stores, so that reading is used.
 */
export function colourFromColorref(value: number): UntisColour {
  const red = value & 0xff;
  const green = (value >> 8) & 0xff;
  const blue = (value >> 16) & 0xff;
  const hex = `#${[red, green, blue].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
  return { value, hex };
}

export const optionalColour = emptyOr(
  integer.refine((value) => value >= 0 && value <= 0xffffff, issue('colour-range')).transform(colourFromColorref),
);
