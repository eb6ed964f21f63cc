import Papa from 'papaparse';
import type { CodeHolder } from './code-export.model.js';

/** German Excel opens a CSV as UTF-8 only with a byte order mark, and splits columns at ';'. */
const BYTE_ORDER_MARK = '\uFEFF';

export const codeExportCsvColumns = ['Nachname', 'Vorname', 'Klasse', 'Code'] as const;

/**
 * The export as CSV: UTF-8 with BOM, ';' separated, CRLF lines. Cells that Excel would run as a
 * formula (=, +, -, @ at the start) are escaped.
 */
export const buildCodeExportCsv = (holders: CodeHolder[]): string =>
  BYTE_ORDER_MARK +
  Papa.unparse(
    {
      fields: [...codeExportCsvColumns],
      data: holders.map((holder) => [holder.lastname, holder.firstname, holder.groupDisplayName ?? '', holder.code]),
    },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  ) +
  '\r\n';
