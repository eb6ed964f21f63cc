import type { DetectedFile, UntisFileKind } from '../../shared/schemas/timetable-import.schema.js';
import { decodeGpuBytes, readGpuText, type GpuText } from './gpu-text.parser.js';

/** Untis names its exports GPU001.TXT …; downloads often get a suffix such as "GPU001 (1).TXT". */
const NAMED_KINDS: Record<string, UntisFileKind> = {
  '001': 'GPU001',
  '002': 'GPU002',
  '003': 'GPU003',
  '004': 'GPU004',
  '005': 'GPU005',
  '006': 'GPU006',
  '009': 'GPU009',
  '014': 'GPU014',
  '017': 'GPU017',
  '018': 'GPU018',
};

function kindFromName(name: string): UntisFileKind | undefined {
  const gpuNumber = /gpu0*(?<number>\d{1,3})/i.exec(name)?.groups?.number;
  if (gpuNumber !== undefined) return NAMED_KINDS[gpuNumber.padStart(3, '0')];
  return /(^|[^a-z])time\.txt$/i.test(name) ? 'time' : undefined;
}

/** A time.txt row of the Info-Stundenplan export: weekday, periods that day, period, HHMM, HHMM. */
const TIME_ROW = /^\s*[1-7][\s,;]+\d{1,2}[\s,;]+\d{1,2}[\s,;]+\d{3,4}[\s,;]+\d{3,4}\s*$/;

const isInteger = (value: string | undefined) => value !== undefined && /^\d+$/.test(value.trim());
const isDate = (value: string | undefined) => value !== undefined && /^\d{8}$/.test(value.trim());
const isWeekday = (value: string | undefined) => value !== undefined && /^[1-7]$/.test(value.trim());
const isDuration = (value: string | undefined) => value !== undefined && /^(\d{1,2}:\d{2}|\d+)$/.test(value.trim());

/**
 * Which export a file is by its first row, for files renamed on the way: the field count tells the
 * master-data files apart (§2 of the format reference, trailing fields included), the lesson number
 * and the date the movement files, two dates in fields 3 and 4 of a short row the holidays, a
 * weekday, period and duration after a corridor the break supervisions (GPU009, 5 to 7 fields), an
 * id, a date and two periods in fields 2 and 4–6 the exams (GPU017).
 */
function kindFromContent(text: GpuText, firstLine: string): UntisFileKind | undefined {
  if (TIME_ROW.test(firstLine)) return 'time';
  const fields = text.rows[0]?.fields;
  if (!fields) return undefined;
  const count = fields.length;
  const numbered = isInteger(fields[0]);
  if (count >= 4 && count <= 6 && isDate(fields[2]) && isDate(fields[3])) return 'GPU018';
  if (count >= 11 && count <= 13 && isInteger(fields[1]) && isDate(fields[3]) && isInteger(fields[4]) && isInteger(fields[5]))
    return 'GPU017';
  if (!numbered && count >= 5 && count <= 8 && isWeekday(fields[2]) && isInteger(fields[3]) && isDuration(fields[4])) return 'GPU009';
  if (numbered && count >= 20 && count <= 24 && isDate(fields[1])) return 'GPU014';
  if (numbered && count >= 7 && count <= 10 && isInteger(fields[5]) && isInteger(fields[6])) return 'GPU001';
  if (numbered && count >= 40) return 'GPU002';
  if (numbered) return undefined;
  if (count >= 40) return 'GPU004';
  if (count >= 28) return 'GPU003';
  if (count >= 20) return 'GPU006';
  if (count >= 15) return 'GPU005';
  return undefined;
}

/** Name, kind, encoding, separator and row count of one uploaded file, as the admin sees them before starting. */
export function detectUntisFile(name: string, bytes: Uint8Array): DetectedFile {
  const { text: decoded, encoding } = decodeGpuBytes(bytes);
  const firstLine = decoded.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const text = readGpuText(bytes);
  const kind = kindFromName(name) ?? kindFromContent(text, firstLine);
  // time.txt may be separated by blanks, which the GPU files never are.
  const separator = kind === 'time' && !firstLine.includes(text.separator) ? 'blank' : text.separator;
  return { name, kind, encoding, separator, rows: text.rows.length, bytes: bytes.length };
}
