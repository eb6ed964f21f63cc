import * as z from 'zod';
import { optionalColour, optionalDate, optionalInteger, optionalShortName, optionalText, shortName } from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';

/** GPU003 Klassen. Fields 13 and 31 are what part classes (Teilklassen) hang on (SVWS #232). */
const layout = {
  name: 1,
  longName: 2,
  room: 4,
  grade: 14,
  department: 15,
  classGroup: 13,
  validFrom: 20,
  validTo: 21,
  description: 23,
  foreground: 24,
  background: 25,
  alias: 29,
  classTeacher: 30,
  mainClass: 31,
};

const schema = z.object({
  name: shortName,
  longName: optionalText,
  room: optionalShortName,
  classGroup: optionalText,
  grade: optionalInteger,
  department: optionalText,
  validFrom: optionalDate,
  validTo: optionalDate,
  description: optionalText,
  foreground: optionalColour,
  background: optionalColour,
  alias: optionalShortName,
  classTeacher: optionalShortName,
  mainClass: optionalShortName,
});

export type Gpu003Row = WithLine<z.output<typeof schema>>;

export function parseGpu003(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu003Row> {
  return parseGpuRecords(input, layout, schema, options);
}
