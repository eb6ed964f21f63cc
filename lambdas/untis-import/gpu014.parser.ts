import * as z from 'zod';
import {
  date,
  emptyOr,
  integer,
  issue,
  optionalInteger,
  optionalShortName,
  optionalText,
  optionalTimestamp,
  positiveInteger,
  tildeList,
} from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type GpuProblem, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';
import { decodeArt, isTypeLetter, type ArtFlags, type TypeLetter } from './gpu014-art.parser.js';
import { classifySubstitution, type SubstitutionClassification } from './gpu014-classification.model.js';

/** GPU014 Vertretungen; field 22 (counting markers) is undocumented and not read. */
const layout = {
  id: 1,
  date: 2,
  period: 3,
  absenceNumber: 4,
  lessonNumber: 5,
  absentTeacher: 6,
  substituteTeacher: 7,
  subject: 8,
  subjectStatistics: 9,
  substituteSubject: 10,
  substituteSubjectStatistics: 11,
  rooms: 12,
  substituteRooms: 13,
  statistics: 14,
  classes: 15,
  reason: 16,
  text: 17,
  art: 18,
  substituteClasses: 19,
  typeLetter: 20,
  lastModified: 21,
};

const schema = z.object({
  /** Untis sometimes writes 0 (ICC), so it is no key. */
  id: integer,
  date,
  /** For break supervisions: the period the break precedes. */
  period: positiveInteger,
  absenceNumber: optionalInteger,
  /** 0 (special duties, break supervisions) means "no lesson" and reads as undefined. */
  lessonNumber: optionalInteger.transform((value) => (value === 0 ? undefined : value)),
  absentTeacher: optionalShortName,
  substituteTeacher: optionalShortName,
  subject: optionalShortName,
  subjectStatistics: optionalText,
  /** Empty means the subject is unchanged. */
  substituteSubject: optionalShortName,
  substituteSubjectStatistics: optionalText,
  /** Room lists stay free text: break supervisions put corridors here, which GPU005 lacks. */
  rooms: tildeList,
  substituteRooms: tildeList,
  statistics: optionalText,
  classes: tildeList,
  reason: optionalText,
  text: optionalText,
  /** An empty Art has no flags set. */
  art: emptyOr(integer.refine((value) => value >= 0, issue('negative-art'))).transform((value) => value ?? 0),
  substituteClasses: tildeList,
  typeLetter: optionalText,
  lastModified: optionalTimestamp,
});

type Gpu014Fields = z.output<typeof schema>;

export type Gpu014Row = WithLine<
  Omit<Gpu014Fields, 'typeLetter'> & {
    artFlags: ArtFlags;
    /** Undefined for a plain substitution (empty letter) and for letters no source documents. */
    typeLetter?: TypeLetter;
    classification: SubstitutionClassification;
  }
>;

function toRow(fields: WithLine<Gpu014Fields>, problems: GpuProblem[]): Gpu014Row {
  const { typeLetter: letter, ...rest } = fields;
  const typeLetter = letter !== undefined && isTypeLetter(letter) ? letter : undefined;
  if (letter !== undefined && typeLetter === undefined) {
    problems.push({ line: fields.line, code: 'unknown-substitution-type', params: { letter } });
  }
  const artFlags = decodeArt(fields.art);
  return { ...rest, artFlags, typeLetter, classification: classifySubstitution({ ...rest, art: artFlags, typeLetter }) };
}

export function parseGpu014(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu014Row> {
  const parsed = parseGpuRecords(input, layout, schema, options);
  const problems = [...parsed.problems];
  const rows = parsed.rows.map((fields) => toRow(fields, problems));
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
}
