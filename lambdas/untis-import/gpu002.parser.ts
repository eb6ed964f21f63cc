import * as z from 'zod';
import {
  integer,
  optionalColour,
  optionalDate,
  optionalDecimal,
  optionalInteger,
  optionalShortName,
  optionalText,
  positiveInteger,
  shortName,
  tildeList,
} from './gpu-fields.schema.js';
import { parseGpuRows, recordFromFields, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import { readGpuText, type GpuInput, type GpuText, type GpuTextOptions } from './gpu-text.parser.js';

/** GPU002 Unterricht: one row per lesson number × coupling line × class. */
const layout = {
  lessonNumber: 1,
  weeklyPeriods: 2,
  classWeeklyPeriods: 3,
  teacherWeeklyPeriods: 4,
  className: 5,
  teacher: 6,
  subject: 7,
  subjectRooms: 8,
  studentCount: 10,
  weeklyValue: 11,
  lessonGroup: 12,
  lineText: 13,
  validFrom: 15,
  validTo: 16,
  text: 18,
  homeRooms: 20,
  description: 21,
  foreground: 22,
  background: 23,
  flags: 24,
  lineText2: 39,
  studentGroup: 42,
};

const schema = z.object({
  lessonNumber: positiveInteger,
  /** 0 is legal (lessons planned only by year hours); such rows are kept, not rejected. */
  weeklyPeriods: integer,
  /** Set to 0 on the extra rows of a coupling so sums are not double-counted. */
  classWeeklyPeriods: optionalInteger,
  teacherWeeklyPeriods: optionalInteger,
  className: optionalShortName,
  teacher: optionalShortName,
  subject: shortName,
  subjectRooms: tildeList,
  studentCount: optionalInteger,
  weeklyValue: optionalDecimal,
  /** Often a term or A/B week group; GPU001 itself has no week information. */
  lessonGroup: optionalText,
  lineText: optionalText,
  validFrom: optionalDate,
  validTo: optionalDate,
  text: optionalText,
  homeRooms: tildeList,
  description: optionalText,
  foreground: optionalColour,
  background: optionalColour,
  flags: optionalText,
  lineText2: optionalText,
  /** Key of split lessons within one class (sports boys/girls, religion). */
  studentGroup: optionalText,
});

export type Gpu002Row = WithLine<z.output<typeof schema>>;

const gpp002Layout = { teacher: 1, year: 2, month: 3, day: 4 };

/**
 * GPP002 ("Export aktueller Unterricht") is often uploaded in place of GPU002 (SVWS #445). Its rows
 * start with a teacher and a year/month/day triple, which a GPU002 row (lesson number, hours) never
 * has.
 */
export function looksLikeGpp002(text: GpuText): boolean {
  const matches = text.rows.filter(({ fields }) => {
    const { teacher, year, month, day } = recordFromFields(fields, gpp002Layout);
    return (
      !/^\d+$/.test(teacher) &&
      /^(19|20)\d\d$/.test(year) &&
      Number(month) >= 1 &&
      Number(month) <= 12 &&
      Number(day) >= 1 &&
      Number(day) <= 31
    );
  });
  return text.rows.length > 0 && matches.length * 2 >= text.rows.length;
}

export function parseGpu002(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu002Row> {
  const text = readGpuText(input, options);
  if (looksLikeGpp002(text)) {
    return { rows: [], problems: [{ line: text.rows[0]?.line ?? 1, code: 'gpp002-instead-of-gpu002', params: {} }] };
  }
  return parseGpuRows(text, layout, schema);
}
