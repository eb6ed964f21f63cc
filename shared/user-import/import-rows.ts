import Papa from 'papaparse';
import { withoutControlCharacters } from '../schemas/text.schema.js';
import {
  DEFAULT_GROUP_DISPLAY_NAME,
  importColumns,
  importMessages,
  importSexValues,
  MAX_IMPORT_ROWS,
  type ImportEncoding,
  type ImportGroup,
  type ImportProblem,
  type ImportRow,
  type ImportRowError,
  type ImportSex,
} from './import-format.js';

export type ImportParseResult = { ok: true; rows: ImportRow[] } | { ok: false; problem: ImportProblem };

/** The file's bytes as text in the chosen encoding (a UTF-8 byte-order mark is dropped either way). */
export const decodeImportFile = (bytes: Uint8Array, encoding: ImportEncoding): string => {
  const text = new TextDecoder(encoding).decode(bytes);
  return text.replace(/^(\uFEFF|ï»¿)/, '');
};

/**
 * Whitespace trimmed, runs of whitespace collapsed to one space, other control characters dropped.
 * Papa Parse without dynamic typing yields strings only; anything else counts as empty.
 */
export const normalizeValue = (value: unknown): string =>
  withoutControlCharacters((typeof value === 'string' ? value : '').replace(/\s+/g, ' ')).trim();

const delimiters = [';', ',', '\t', '|'];

/** The delimiter the header line uses most (spreadsheets save ';' in German locales, ',' elsewhere). */
const delimiterOf = (text: string) => {
  const header = text.split(/\r?\n/).find((line) => line.trim()) ?? '';
  const counts = delimiters.map((delimiter) => header.split(delimiter).length);
  return delimiters[counts.indexOf(Math.max(...counts))];
};

const sameHeader = (a: string, b: string) => a.toLocaleLowerCase('de') === b.toLocaleLowerCase('de');

const toSex = (value: string): ImportSex | undefined => importSexValues.find((sex) => sameHeader(sex, value));

/**
 * Reads a CSV of students or tutors: the header row names the columns (any order, delimiter ';',
 * ',', tab or '|', unknown columns ignored), every further non-empty line is one person.
 * Returns the normalised rows or the spec's message, with a report of row number and message
 * for faulty rows.
 */
export const parseImportCsv = (text: string, group: ImportGroup): ImportParseResult => {
  const parsed = Papa.parse<unknown>(text, { header: false, skipEmptyLines: false, delimiter: delimiterOf(text) });
  // Broken quoting leaves no reliable rows to read objects from.
  if (!Array.isArray(parsed.data) || parsed.errors.some((error) => error.type === 'Quotes')) {
    return { ok: false, problem: { message: importMessages.parserError, report: [] } };
  }
  const lines = parsed.data.map((line) => (Array.isArray(line) ? line.map(normalizeValue) : []));
  const headerIndex = lines.findIndex((line) => line.some(Boolean));
  const header = lines[headerIndex];
  if (!header) return { ok: false, problem: { message: importMessages.noData, report: [] } };

  const columns = importColumns[group];
  const missing = columns.filter((column) => column.required && !header.some((cell) => sameHeader(cell, column.header)));
  if (missing.length > 0)
    return { ok: false, problem: { message: importMessages.missingColumns(missing.map((c) => c.header)), report: [] } };
  const positions = columns.map((column) => ({ column, index: header.findIndex((cell) => sameHeader(cell, column.header)) }));

  const rows: ImportRow[] = [];
  const report: ImportRowError[] = [];
  lines.forEach((line, index) => {
    if (index <= headerIndex || !line.some(Boolean)) return;
    const rowNumber = index + 1;
    const value = (field: string) => {
      const position = positions.find((p) => p.column.field === field);
      return position && position.index >= 0 ? (line[position.index] ?? '') : '';
    };
    const empty = positions.filter(({ column }) => column.entryRequired && !value(column.field));
    if (empty.length > 0) report.push({ row: rowNumber, message: importMessages.missingEntries(empty.map(({ column }) => column.header)) });
    for (const { column } of positions) {
      const { length } = value(column.field);
      if (length > column.max) report.push({ row: rowNumber, message: importMessages.tooLong(column.header, column.max, length) });
    }
    const sexValue = value('sex');
    const sex = sexValue ? toSex(sexValue) : undefined;
    if (sexValue && !sex) report.push({ row: rowNumber, message: importMessages.invalidSex(sexValue) });
    const optional = (field: 'title' | 'type' | 'short') => value(field) || undefined;
    rows.push(
      group === 'students'
        ? {
            row: rowNumber,
            lastname: value('lastname'),
            firstname: value('firstname'),
            groupDisplayName: value('groupDisplayName') || DEFAULT_GROUP_DISPLAY_NAME,
            ...(sex && { sex }),
          }
        : {
            row: rowNumber,
            lastname: value('lastname'),
            firstname: value('firstname'),
            ...stripUndefined({ title: optional('title'), type: optional('type'), short: optional('short') }),
          },
    );
  });

  if (report.length > 0) return { ok: false, problem: { message: importMessages.faultyData, report } };
  if (rows.length === 0) return { ok: false, problem: { message: importMessages.noData, report: [] } };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, problem: { message: importMessages.tooManyRows, report: [] } };
  return { ok: true, rows };
};

const stripUndefined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
