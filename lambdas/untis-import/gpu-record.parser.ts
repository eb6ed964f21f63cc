import type * as z from 'zod';
import { withoutControlCharacters } from '../../shared/schemas/text.schema.js';
import { untisFieldIssueSchema } from '../../shared/schemas/timetable-import-warning.schema.js';
import { readGpuText, type GpuInput, type GpuText, type GpuTextOptions, type GpuTextProblem } from './gpu-text.parser.js';

export type GpuProblem = GpuTextProblem;

export interface GpuParseResult<T> {
  rows: T[];
  problems: GpuProblem[];
}

/** Every parsed row remembers its line so later stages can point the admin at it. */
export type WithLine<T> = T & { line: number };

/** Property name → 1-based field number as in the Untis documentation. */
export type GpuLayout = Record<string, number>;

/**
 * Reads fields by position only: extra trailing fields (newer Untis versions append some) are
 * ignored and missing trailing fields read as empty, so field-count drift never rejects a row.
 * Every value is trimmed because Untis pads some (e.g. the GPU014 type letter `" S"`), and loses
 * control characters (names and texts end up in the weekplan, calendar feeds and messages).
 */
export function recordFromFields<L extends GpuLayout>(fields: readonly string[], layout: L): Record<keyof L, string> {
  return Object.fromEntries(
    Object.entries(layout).map(([key, position]) => [key, withoutControlCharacters(fields[position - 1] ?? '').trim()]),
  ) as Record<keyof L, string>; // one entry per key of the layout
}

/** The field number of the issue (when it concerns one field) and its code (gpu-fields.schema.ts `issue`). */
function fieldIssueOf(issue: z.core.$ZodIssue, layout: GpuLayout) {
  const key = issue.path[0];
  const field = typeof key === 'string' ? layout[key] : undefined;
  return { ...(field === undefined ? {} : { field }), issue: untisFieldIssueSchema.catch('invalid').parse(issue.message) };
}

/** Validates already split rows; a bad row becomes a problem and the rest still import. */
export function parseGpuRows<T>(text: GpuText, layout: GpuLayout, schema: z.ZodType<T>): GpuParseResult<WithLine<T>> {
  const rows: WithLine<T>[] = [];
  const problems: GpuProblem[] = [...text.problems];
  for (const { line, fields } of text.rows) {
    const result = schema.safeParse(recordFromFields(fields, layout));
    if (result.success) rows.push({ ...result.data, line });
    else
      problems.push({ line, code: 'invalid-fields', params: { issues: result.error.issues.map((issue) => fieldIssueOf(issue, layout)) } });
  }
  return { rows, problems };
}

export function parseGpuRecords<T>(
  input: GpuInput,
  layout: GpuLayout,
  schema: z.ZodType<T>,
  options?: GpuTextOptions,
): GpuParseResult<WithLine<T>> {
  return parseGpuRows(readGpuText(input, options), layout, schema);
}
