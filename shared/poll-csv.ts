import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Papa from 'papaparse';
import type { AnswerValue, PollEvaluation, ResponseAuthor } from './schemas/poll.schema.js';

/**
 * A cell a spreadsheet would run as a formula starts with =, +, -, @, a tab or a carriage return
 * (OWASP "CSV injection"): papaparse gives such a cell a leading apostrophe (and quotes it), so it
 * stays text; cells holding the separator, a quote or a line break are quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** 'Anna Weber S 7a', 'Petra Weber E für Anna Weber 7a', 'Herr Müller L'; 'Unbekannt' when anonymous. */
export const authorLabel = (author: ResponseAuthor): string => {
  if (author.role === null) return 'Unbekannt';
  const parts = [
    author.name ?? 'Unbekannt',
    author.role,
    ...(author.child ? ['für', author.child] : []),
    ...(author.group ? [author.group] : []),
  ];
  return parts.join(' ');
};

/** When an answer was given, on the school's clock (Europe/Berlin): 'dd.MM.yyyy HH:mm'. */
export const answeredAt = (iso: string) => format(new TZDate(new Date(iso), 'Europe/Berlin'), 'dd.MM.yyyy HH:mm');

/** Answers as the evaluation table shows them: option labels joined, Ja/Nein for ticks. */
export const answerText = (value: AnswerValue | undefined, optionLabels: ReadonlyMap<string, string>): string => {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (Array.isArray(value)) return value.map((id) => optionLabels.get(id) ?? id).join(', ');
  return value;
};

/**
 * The evaluation's CSV export (separator ';' as German spreadsheets expect, a BOM so they read
 * UTF-8): one row per response, a column per question, the author and the Berlin time first.
 */
export const pollCsv = (evaluation: PollEvaluation, optionLabels: ReadonlyMap<string, string>): string => {
  const questions = evaluation.questions.filter((question) => question.type !== 'title');
  const header = ['Person', 'Zeitpunkt', ...questions.map((question) => question.label)];
  const rows = evaluation.responses.map((response) => [
    authorLabel(response.author),
    answeredAt(response.createdAt),
    ...questions.map((question) => answerText(response.answers[question.id], optionLabels)),
  ]);
  return `\uFEFF${Papa.unparse([header, ...rows], { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
};
