import Papa from 'papaparse';
import type { ClassbookStatistic } from '@shared/schemas/classbook-statistic.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { germanDay } from '../../lib/german-date.js';
import { entryWords } from './statistic-entry.model.js';

/** German Excel opens a CSV as UTF-8 only with a byte order mark, and splits columns at ';'. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The shown entries as CSV (UTF-8 with BOM, ';', CRLF): one row per event option and per student
 * entry, in the order of the list. Cells Excel would run as a formula are escaped.
 */
export const statisticCsv = ({ days }: Pick<ClassbookStatistic, 'days'>): string => {
  const rows = days.flatMap(({ day, events }) =>
    events.flatMap((event) => {
      const lesson = [germanDay(day), event.starttime, event.displayName, event.subject, event.groups.join(', ')];
      return [
        ...(event.topic ? [[...lesson, '', `${t.eventOptions.topic}: ${event.topic}`, '', '']] : []),
        ...(event.notice ? [[...lesson, '', `${t.eventOptions.notice}: ${event.notice}`, '', '']] : []),
        ...event.students.map((entry) => {
          const words = entryWords(entry);
          return [...lesson, entry.displayName, [words.what, ...words.options].filter(Boolean).join(', '), words.reason, words.excuse];
        }),
      ];
    }),
  );
  return (
    BYTE_ORDER_MARK + Papa.unparse({ fields: t.csvColumns, data: rows }, { delimiter: ';', newline: '\r\n', escapeFormulae: true }) + '\r\n'
  );
};
