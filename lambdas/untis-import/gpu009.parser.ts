import * as z from 'zod';
import { issue, minutes, optionalShortName, positiveInteger, shortName, tildeList, weekday } from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';

/**
 * GPU009 Pausenaufsichten (enbrea, ICC): one row per corridor, teacher, weekday and break. Rows
 * come with 6 or 7 fields in one file (a trailing separator or not); fields are read by position.
 */
const layout = { corridor: 1, teacher: 2, day: 3, beforePeriod: 4, duration: 5, weeks: 6 };

const weekNumber = z
  .string()
  .regex(/^\d{1,2}$/, issue('not-an-integer'))
  .transform(Number);

const schema = z.object({
  /** A corridor (Gang) is no room of GPU005: free text. */
  corridor: shortName,
  /** Empty: nobody is assigned yet. */
  teacher: optionalShortName,
  day: weekday,
  /** The supervision is in the break before this period. */
  beforePeriod: positiveInteger,
  /** Observed as whole minutes; enbrea also accepts `hh:mm`. */
  duration: minutes,
  /** Calendar weeks (ISO) the supervision is held in; empty: every week. */
  weeks: tildeList.pipe(z.array(weekNumber)),
});

export type Gpu009Row = WithLine<z.output<typeof schema>>;

export function parseGpu009(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu009Row> {
  return parseGpuRecords(input, layout, schema, options);
}
