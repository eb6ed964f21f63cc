import type { ImportWarningDetail } from '../../shared/schemas/timetable-import-warning.schema.js';

/**
 * Byte and line layer of the Untis "Export TXT-Datei (CSV, DIF)" files: encoding, separator and
 * quoting. Field meaning is left to the per-file parsers; fields are returned untrimmed so that
 * quoting round-trips exactly (the parsers trim, as the spec requires).
 */

export type GpuEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';
export type GpuSeparator = ',' | ';' | '\t';

export interface GpuTextOptions {
  /** Overrides separator detection. */
  separator?: GpuSeparator;
  /** Text delimiter ("Textbegrenzung"); `''` for exports written without one. Default `"`. */
  quote?: string;
}

export interface GpuTextRow {
  /** 1-based line number in the file, for warnings. */
  line: number;
  fields: string[];
}

/** A warning about a line of a file (1-based). */
export type GpuTextProblem = { line: number } & ImportWarningDetail;

export interface GpuText {
  encoding: GpuEncoding;
  separator: GpuSeparator;
  rows: GpuTextRow[];
  problems: GpuTextProblem[];
}

export type GpuInput = Uint8Array | string;

const SEPARATORS: readonly GpuSeparator[] = [',', ';', '\t'];
/** Enough lines to see a stable count, few enough to stay cheap on big GPU014 files. */
const SEPARATOR_SAMPLE_LINES = 20;
const DEFAULT_QUOTE = '"';

/**
 * Windows-1252 characters for bytes 0x80–0x9F (WHATWG index; the five unassigned bytes stay C1
 * controls). Node's own `TextDecoder('windows-1252')` decodes these bytes as Latin-1 since
 * v20.18.3 (nodejs/node#60888, #56542), which would turn "–", "„" or "€" into control characters.
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH.charAt(char.charCodeAt(0) - 0x80));
}

/**
 * Untis writes ANSI (Windows-1252) by default and UTF-8 (often with BOM) when the export dialog's
 * UTF-8 box is ticked. Windows-1252 text with umlauts is almost never valid UTF-8, so strict UTF-8
 * first and cp1252 as the fallback tells them apart.
 */
export function decodeGpuBytes(bytes: Uint8Array): { text: string; encoding: GpuEncoding } {
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (hasBom) return { text: normalize(new TextDecoder('utf-8').decode(bytes.subarray(3))), encoding: 'utf-8-bom' };
  try {
    return { text: normalize(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)), encoding: 'utf-8' };
  } catch {
    return { text: normalize(decodeWindows1252(bytes)), encoding: 'windows-1252' };
  }
}

/** NFC so that the same short name gives the same natural key whichever encoding it came in. */
function normalize(text: string): string {
  return text.normalize('NFC');
}

function splitLines(text: string): string[] {
  return text.split(/\r\n|\n|\r/);
}

function countOutsideQuotes(line: string, separator: string, quote: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (quote !== '' && char === quote) quoted = !quoted;
    else if (!quoted && char === separator) count += 1;
  }
  return count;
}

/**
 * The separator is configurable in Untis and integrators ask for different ones, so it is
 * detected: the candidate that occurs outside quotes on most sampled lines wins, ties going to the
 * higher total. A file with no separator at all (one field per line) falls back to comma, the
 * Untis default.
 */
export function detectSeparator(text: string, quote: string = DEFAULT_QUOTE): GpuSeparator {
  const sample = splitLines(text)
    .filter((line) => line.trim() !== '')
    .slice(0, SEPARATOR_SAMPLE_LINES);
  let best: GpuSeparator = ',';
  let bestScore: [number, number] = [0, 0];
  for (const separator of SEPARATORS) {
    const counts = sample.map((line) => countOutsideQuotes(line, separator, quote));
    const score: [number, number] = [counts.filter((n) => n > 0).length, counts.reduce((a, b) => a + b, 0)];
    if (score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] > bestScore[1])) {
      best = separator;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Splits one line. A field is quoted when it starts with the quote character; inside it a doubled
 * quote is one quote character. No escaping rule is documented for Untis, so a lone quote inside a
 * quoted field that is not followed by the separator is kept as text rather than rejected.
 */
export function splitGpuLine(line: string, separator: string, quote: string = DEFAULT_QUOTE): { fields: string[]; unterminated: boolean } {
  const fields: string[] = [];
  let unterminated = false;
  let i = 0;
  for (;;) {
    let field = '';
    if (quote !== '' && line.startsWith(quote, i)) {
      i += quote.length;
      let closed = false;
      while (i < line.length) {
        if (line.startsWith(quote + quote, i)) {
          field += quote;
          i += 2 * quote.length;
        } else if (line.startsWith(quote, i) && (i + quote.length === line.length || line.startsWith(separator, i + quote.length))) {
          i += quote.length;
          closed = true;
          break;
        } else {
          field += line.charAt(i);
          i += 1;
        }
      }
      if (!closed) unterminated = true;
    } else {
      const end = line.indexOf(separator, i);
      field = line.slice(i, end === -1 ? line.length : end);
      i = end === -1 ? line.length : end;
    }
    fields.push(field);
    if (i >= line.length) return { fields, unterminated };
    i += separator.length;
    if (i === line.length) {
      fields.push('');
      return { fields, unterminated };
    }
  }
}

/** Decodes (when given bytes), detects the separator and splits every non-blank line. */
export function readGpuText(input: GpuInput, options: GpuTextOptions = {}): GpuText {
  const { text, encoding } =
    typeof input === 'string' ? { text: normalize(input.replace(/^\uFEFF/, '')), encoding: 'utf-8' as const } : decodeGpuBytes(input);
  const quote = options.quote ?? DEFAULT_QUOTE;
  const separator = options.separator ?? detectSeparator(text, quote);
  const rows: GpuTextRow[] = [];
  const problems: GpuTextProblem[] = [];
  splitLines(text).forEach((content, index) => {
    if (content.trim() === '') return;
    const { fields, unterminated } = splitGpuLine(content, separator, quote);
    if (unterminated) {
      problems.push({ line: index + 1, code: 'unclosed-quote', params: {} });
    }
    rows.push({ line: index + 1, fields });
  });
  return { encoding, separator, rows, problems };
}
