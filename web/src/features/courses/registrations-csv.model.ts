import Papa from 'papaparse';
import type { CourseRegistrations } from '@shared/schemas/course.schema.js';
import { berlinToday } from '@shared/week.js';
import { courseTexts } from '../../i18n/courses.de.js';
import { germanDay } from '../../lib/german-date.js';

/** German Excel opens a CSV as UTF-8 only with a byte order mark, and splits columns at ';'. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The registrations of an offer as CSV, one row per option and student (UTF-8 with BOM, ';', CRLF).
 * Cells Excel would run as a formula (=, +, -, @, tab, CR at the start) are escaped, so a name like
 * '=HYPERLINK(...)' stays text.
 */
export const registrationsCsv = ({ offer, registrations, allocation }: CourseRegistrations): string => {
  const optionName = new Map(offer.options.map((option) => [option.id, option.displayName]));
  const allotted = new Map(allocation?.entries.map((entry) => [entry.studentUid, entry.optionId]) ?? []);
  const rows = registrations.map((registration) => [
    optionName.get(registration.optionId) ?? registration.optionId,
    registration.displayName,
    registration.group,
    registration.priority === undefined ? '' : String(registration.priority),
    // The school's day of the registration (Berlin), as the table shows it and German spreadsheets read a date.
    germanDay(berlinToday(new Date(registration.createdAt))),
    allocation ? (allotted.get(registration.studentUid) === registration.optionId ? 'ja' : 'nein') : '',
  ]);
  return (
    BYTE_ORDER_MARK +
    Papa.unparse({ fields: [...courseTexts.csvColumns], data: rows }, { delimiter: ';', newline: '\r\n', escapeFormulae: true }) +
    '\r\n'
  );
};

/** Saves the registrations as 'anmeldungen-<offer>.csv'. */
export const downloadRegistrationsCsv = (view: CourseRegistrations) => {
  const url = URL.createObjectURL(new Blob([registrationsCsv(view)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `anmeldungen-${view.offer.displayName.replace(/[^\p{L}\p{N}]+/gu, '-')}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};
