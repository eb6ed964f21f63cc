import * as z from 'zod';
import { date, issue, optionalText, shortName } from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';

/** GPU018 Ferien (enbrea): school holidays and public holidays, each a range of whole days. */
const layout = {
  name: 1,
  longName: 2,
  from: 3,
  to: 4,
  publicHoliday: 5,
};

const schema = z
  .object({
    name: shortName,
    longName: optionalText,
    /** First and last day, both included; a single Feiertag has `from === to`. */
    from: date,
    to: date,
    /** `F` marks a public holiday (Feiertag); empty is a school holiday (Ferien). */
    publicHoliday: z.string().transform((value) => value.toUpperCase() === 'F'),
  })
  .refine((row) => row.to >= row.from, { message: issue('end-before-start'), path: ['to'] });

export type Gpu018Row = WithLine<z.output<typeof schema>>;

export function parseGpu018(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu018Row> {
  return parseGpuRecords(input, layout, schema, options);
}
