import * as z from 'zod';
import { issue, optionalInteger, positiveInteger, weekday } from './gpu-fields.schema.js';
import { parseGpuRows, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import { decodeGpuBytes, type GpuInput, type GpuText } from './gpu-text.parser.js';

/**
 * Untis has no GPU file for the time grid (Zeitraster). Two sources are supported: the
 * Info-Stundenplan database export `time.txt` (parsed here) and times a school enters by hand
 * (`buildTimeGrid`). Untis can hold several grids; GPU001 does not say which applies, so one grid
 * is used for all classes.
 */

export interface PeriodTime {
  /** `HH:MM`, school-local. */
  start: string;
  end: string;
}

export interface TimeGridEntry extends PeriodTime {
  /** 1 = Monday … 7 = Sunday. */
  day: number;
  period: number;
}

export interface TimeGrid {
  entries: TimeGridEntry[];
}

/** time.txt writes `HHMM` (leading zero optional); hand-entered times come as `HH:MM`. */
const clockTime = z
  .string()
  .regex(/^([01]?\d|2[0-3]):?[0-5]\d$/, issue('clock-time-format'))
  .transform((value) => {
    const digits = value.replace(':', '').padStart(4, '0');
    return `${digits.slice(0, 2)}:${digits.slice(2)}`;
  });

/** time.txt: 1 weekday, 2 number of periods that day, 3 period, 4 start, 5 end. */
const layout = { day: 1, periodsThatDay: 2, period: 3, start: 4, end: 5 };

const schema = z
  .object({ day: weekday, periodsThatDay: optionalInteger, period: positiveInteger, start: clockTime, end: clockTime })
  .refine(({ start, end }) => start < end, issue('end-not-after-start'))
  .transform(({ day, period, start, end }): TimeGridEntry => ({ day, period, start, end }));

export type TimeGridRow = WithLine<TimeGridEntry>;

/** The documented example is blank/tab separated; comma and semicolon are accepted too. */
function splitTimeText(input: GpuInput): GpuText {
  const { text, encoding } = typeof input === 'string' ? { text: input, encoding: 'utf-8' as const } : decodeGpuBytes(input);
  const rows = text
    .split(/\r\n|\n|\r/)
    .map((content, index) => ({
      line: index + 1,
      fields: content
        .replaceAll('"', '')
        .trim()
        .split(/[\s,;]+/),
    }))
    .filter(({ fields }) => fields.join('') !== '');
  return { encoding, separator: '\t', rows, problems: [] };
}

export function parseTimeGrid(input: GpuInput): GpuParseResult<TimeGridRow> {
  const parsed = parseGpuRows(splitTimeText(input), layout, schema);
  const seen = new Set<string>();
  const rows: TimeGridRow[] = [];
  const problems = [...parsed.problems];
  for (const row of parsed.rows) {
    const key = `${row.day}/${row.period}`;
    if (seen.has(key)) problems.push({ line: row.line, code: 'duplicate-time-grid-entry', params: { day: row.day, period: row.period } });
    else rows.push(row);
    seen.add(key);
  }
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
}

/** Monday to Friday, the days GPU001 uses in practice (DSA lists only 1–5). */
const SCHOOL_DAYS = [1, 2, 3, 4, 5];

/**
 * Builds a grid from period times entered by hand (the same times every listed day), the way
 * DieSchulApp asks schools for them.
 */
export function buildTimeGrid(periods: readonly ({ period: number } & PeriodTime)[], days: readonly number[] = SCHOOL_DAYS): TimeGrid {
  const entries = days.flatMap((day) =>
    periods.map(({ period, start, end }) => ({ day, period, start: clockTime.parse(start), end: clockTime.parse(end) })),
  );
  return { entries };
}

export function timeGridFromRows(rows: readonly TimeGridEntry[]): TimeGrid {
  return { entries: rows.map(({ day, period, start, end }) => ({ day, period, start, end })) };
}

export function findPeriodTime(grid: TimeGrid, day: number, period: number): PeriodTime | undefined {
  const entry = grid.entries.find((candidate) => candidate.day === day && candidate.period === period);
  return entry && { start: entry.start, end: entry.end };
}

function addMinutes(time: string, minutes: number): string {
  const [hours = NaN, mins = NaN] = time.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % (24 * 60)) + 24 * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Start and end of a period, or nothing when the grid lacks it. In minute mode GPU001 gives the
 * lesson's own length, which then decides the end instead of the grid.
 */
export function periodTimeRange(grid: TimeGrid, day: number, period: number, durationMinutes?: number): Partial<PeriodTime> {
  const time = findPeriodTime(grid, day, period);
  if (time === undefined) return {};
  return { start: time.start, end: durationMinutes === undefined ? time.end : addMinutes(time.start, durationMinutes) };
}

/**
 * The break before a period (GPU009 field 4): from the end of the period before to the start of
 * this one. Before the first period (or after a gap in the grid) it is the supervision's own
 * duration up to the period's start.
 */
export function breakBefore(grid: TimeGrid, day: number, period: number, durationMinutes: number): Partial<PeriodTime> {
  const next = findPeriodTime(grid, day, period);
  if (next === undefined) return {};
  const previous = findPeriodTime(grid, day, period - 1);
  if (previous !== undefined && previous.end < next.start) return { start: previous.end, end: next.start };
  return { start: addMinutes(next.start, -durationMinutes), end: next.start };
}
