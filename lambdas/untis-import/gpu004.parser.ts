import * as z from 'zod';
import { optionalColour, optionalInteger, optionalShortName, optionalText, shortName } from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';

/** GPU004 Lehrer. */
const layout = {
  name: 1,
  longName: 2,
  staffNumber: 4,
  homeRoom: 5,
  department: 17,
  description: 24,
  foreground: 25,
  background: 26,
  firstName: 29,
  title: 30,
  gender: 31,
  email: 33,
  alias: 36,
};

export type TeacherGender = 'female' | 'male' | 'diverse';

/** 1 and 2 per SVWS; enbrea adds 3 = diverse, which costs nothing to accept. */
const GENDER_CODES: Record<number, TeacherGender> = { 1: 'female', 2: 'male', 3: 'diverse' };

const SALUTATIONS: Record<string, TeacherGender> = { 'hr.': 'male', herr: 'male', 'fr.': 'female', frau: 'female' };
const TITLES = new Set(['dr.', 'prof.']);

export interface TeacherName {
  lastName?: string;
  title?: string;
  salutationGender?: TeacherGender;
}

/**
 * Schools often type "Hr. Meier" or "Dr. Meier" into Langname, which is meant to be the last name
 * (Schulmanager help). Leading salutations and academic titles are split off so that the last name
 * is the name alone.
 */
export function splitTeacherLongName(longName: string | undefined): TeacherName {
  if (longName === undefined) return {};
  const words = longName.split(/\s+/).filter((word) => word !== '');
  const result: TeacherName = {};
  const titles: string[] = [];
  for (let first = words[0]; first !== undefined && words.length > 1; first = words[0]) {
    const word = first.toLowerCase();
    if (word in SALUTATIONS) result.salutationGender = SALUTATIONS[word];
    else if (TITLES.has(word)) titles.push(first);
    else break;
    words.shift();
  }
  if (titles.length > 0) result.title = titles.join(' ');
  result.lastName = words.join(' ');
  return result;
}

const schema = z
  .object({
    name: shortName,
    longName: optionalText,
    staffNumber: optionalText,
    homeRoom: optionalShortName,
    department: optionalText,
    description: optionalText,
    foreground: optionalColour,
    background: optionalColour,
    firstName: optionalText,
    title: optionalText,
    gender: optionalInteger,
    email: optionalText,
    alias: optionalShortName,
  })
  .transform(({ longName, title, gender, ...rest }) => {
    const parsedName = splitTeacherLongName(longName);
    return {
      ...rest,
      longName,
      lastName: parsedName.lastName,
      title: title ?? parsedName.title,
      gender: (gender === undefined ? undefined : GENDER_CODES[gender]) ?? parsedName.salutationGender,
    };
  });

export type Gpu004Row = WithLine<z.output<typeof schema>>;

export function parseGpu004(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu004Row> {
  return parseGpuRecords(input, layout, schema, options);
}
