import * as z from 'zod';
import { emptyOr, minutes, optionalShortName, optionalText, positiveInteger, shortName, weekday } from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';

/** GPU001 Stundenplan: one row per lesson number × class × coupling line × day × period. */
const layout = { lessonNumber: 1, className: 2, teacher: 3, subject: 4, room: 5, day: 6, period: 7, duration: 8, weekLabel: 9 };

/** Field 8 is `hh:mm` per the Untis docs but whole minutes per SVWS; both are read, as minutes. */
const durationMinutes = emptyOr(minutes);

const schema = z.object({
  lessonNumber: positiveInteger,
  className: shortName,
  teacher: optionalShortName,
  subject: shortName,
  room: optionalShortName,
  day: weekday,
  period: positiveInteger,
  duration: durationMinutes,
  /** Not written by Untis; SVWS and ICC put an A/B week label here in their own files. */
  weekLabel: optionalText,
});

export type Gpu001Row = WithLine<z.output<typeof schema>>;

export function parseGpu001(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu001Row> {
  return parseGpuRecords(input, layout, schema, options);
}
