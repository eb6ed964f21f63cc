import * as z from 'zod';
import { date, integer, issue, optionalText, positiveInteger, shortName, tildeList } from './gpu-fields.schema.js';
import { parseGpuRecords, type GpuParseResult, type WithLine } from './gpu-record.parser.js';
import type { GpuInput, GpuTextOptions } from './gpu-text.parser.js';

/** GPU017 Klausuren (enbrea, ICC): one row per exam. */
const layout = {
  name: 1,
  id: 2,
  text: 3,
  date: 4,
  fromPeriod: 5,
  toPeriod: 6,
  subjects: 7,
  lessonNumbers: 8,
  students: 9,
  teachers: 10,
  rooms: 11,
};

/**
 * Fields 10 and 11 hold one group per period of the exam, separated by `-`, with `~` between the
 * members of a group (`MÜL~WEI-SCH`: two supervise the first period, one the second). Short names
 * may contain `-` themselves (`R-101`), so the split by `-` is only taken when it gives no more
 * groups than the exam has periods; otherwise the field is one group. Returned as the distinct
 * members in order.
 */
export function periodGroupMembers(value: string, periods: number): string[] {
  const groups = value.split('-');
  const parts = groups.length <= periods ? groups : [value];
  return [...new Set(parts.flatMap((group) => group.split('~')).map((part) => part.trim()))].filter((part) => part !== '');
}

const schema = z
  .object({
    name: shortName,
    id: integer,
    text: optionalText,
    date,
    fromPeriod: positiveInteger,
    toPeriod: positiveInteger,
    subjects: tildeList,
    lessonNumbers: tildeList.pipe(z.array(integer)),
    students: tildeList,
    teachers: z.string(),
    rooms: z.string(),
  })
  .refine((row) => row.toPeriod >= row.fromPeriod, { message: issue('end-before-start'), path: ['toPeriod'] })
  .transform(({ teachers, rooms, ...row }) => {
    const periods = row.toPeriod - row.fromPeriod + 1;
    return { ...row, teachers: periodGroupMembers(teachers, periods), rooms: periodGroupMembers(rooms, periods) };
  });

export type Gpu017Row = WithLine<z.output<typeof schema>>;

export function parseGpu017(input: GpuInput, options?: GpuTextOptions): GpuParseResult<Gpu017Row> {
  return parseGpuRecords(input, layout, schema, options);
}
