import * as z from 'zod';
import { optionalColour, optionalShortName, optionalText, shortName } from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';

/** GPU006 Fächer. Field 3 is the statistics code GPU014 fields 9/11 refer to. */
const layout = {
  name: 1,
  longName: 2,
  statistics: 3,
  room: 4,
  flags: 5,
  subjectGroup: 13,
  sortText: 16,
  description: 17,
  foreground: 18,
  background: 19,
  alias: 21,
};

const schema = z.object({
  name: shortName,
  longName: optionalText,
  statistics: optionalText,
  room: optionalShortName,
  flags: optionalText,
  subjectGroup: optionalText,
  sortText: optionalText,
  description: optionalText,
  foreground: optionalColour,
  background: optionalColour,
  alias: optionalShortName,
});

export type Gpu006Row = WithLine<z.output<typeof schema>>;

export function parseGpu006(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu006Row> {
  return parseGpuRecords(input, layout, schema, options);
}
