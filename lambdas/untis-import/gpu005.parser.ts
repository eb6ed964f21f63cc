import * as z from 'zod';
import { optionalColour, optionalInteger, optionalShortName, optionalText, shortName } from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';

/** GPU005 Räume. Corridors (Gang 1/2) are names used by break supervisions, not rooms. */
const layout = {
  name: 1,
  longName: 2,
  alternativeRoom: 3,
  capacity: 8,
  department: 9,
  corridor1: 10,
  corridor2: 11,
  description: 13,
  foreground: 14,
  background: 15,
};

const schema = z.object({
  name: shortName,
  longName: optionalText,
  alternativeRoom: optionalShortName,
  capacity: optionalInteger,
  department: optionalText,
  corridor1: optionalText,
  corridor2: optionalText,
  description: optionalText,
  foreground: optionalColour,
  background: optionalColour,
});

export type Gpu005Row = WithLine<z.output<typeof schema>>;

export function parseGpu005(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu005Row> {
  return parseGpuRecords(input, layout, schema, options);
}
