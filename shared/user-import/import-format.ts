/**
 * The CSV format of the admin import 'Benutzer hinzufügen' (students or tutors), shared by the web
 * (instant feedback) and the import job (which validates again). Texts are the spec's wording, in correct German.
 */
export const importGroups = ['students', 'tutors'] as const;
export type ImportGroup = (typeof importGroups)[number];

/** Windows-1252 is the default: spreadsheet programs on Windows save CSV in it. */
export const importEncodings = ['windows-1252', 'utf-8'] as const;
export type ImportEncoding = (typeof importEncodings)[number];

export const importSexValues = ['männlich', 'weiblich', 'divers'] as const;
export type ImportSex = (typeof importSexValues)[number];

/** The content type the browser uploads the CSV with (the presigned URL is signed for it). */
export const IMPORT_CONTENT_TYPE = 'text/csv';

/** A class-less student goes to this group. */
export const DEFAULT_GROUP_DISPLAY_NAME = 'ohne';
/** Largest file the import accepts: far more than a school's students, small enough for one Lambda. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 2_000_000;

export type ImportField = 'lastname' | 'firstname' | 'groupDisplayName' | 'sex' | 'title' | 'type' | 'short';
interface Column {
  header: string;
  field: ImportField;
  required: boolean;
  entryRequired: boolean;
  /** The longest entry, in characters: a name fits a code card and a list row, a class the one of registration. */
  max: number;
}

/** Longest first or last name; a class name as registration takes it (30). */
export const IMPORT_NAME_MAX = 50;
export const IMPORT_GROUP_MAX = 30;

/** The columns of each group; `required`: the column must exist, `entryRequired`: every row needs a value. */
export const importColumns: Record<ImportGroup, Column[]> = {
  students: [
    { header: 'Nachname', field: 'lastname', required: true, entryRequired: true, max: IMPORT_NAME_MAX },
    { header: 'Vorname', field: 'firstname', required: true, entryRequired: true, max: IMPORT_NAME_MAX },
    { header: 'Klasse', field: 'groupDisplayName', required: true, entryRequired: false, max: IMPORT_GROUP_MAX },
    { header: 'Geschlecht', field: 'sex', required: false, entryRequired: false, max: 10 },
  ],
  tutors: [
    { header: 'Nachname', field: 'lastname', required: true, entryRequired: true, max: IMPORT_NAME_MAX },
    { header: 'Vorname', field: 'firstname', required: true, entryRequired: true, max: IMPORT_NAME_MAX },
    { header: 'Titel', field: 'title', required: false, entryRequired: false, max: 30 },
    { header: 'Funktion', field: 'type', required: false, entryRequired: false, max: 50 },
    { header: 'Kürzel', field: 'short', required: false, entryRequired: false, max: 10 },
  ],
};

/** One person of the file, values trimmed and collapsed; `row` is the line in the file (header = 1). */
export interface ImportRow {
  row: number;
  lastname: string;
  firstname: string;
  /** Students only: the class ('ohne' when empty). */
  groupDisplayName?: string;
  sex?: ImportSex;
  /** Tutors only. */
  title?: string;
  type?: string;
  short?: string;
}

export interface ImportRowError {
  row: number;
  message: string;
}
/** Why a file cannot be imported: the spec's message and, for faulty rows, the report. */
export interface ImportProblem {
  message: string;
  report: ImportRowError[];
}

export const importMessages = {
  noData: 'Keine Daten gefunden.',
  faultyData: 'Fehlerhafte Daten. Bitte versuche es mit korrigierten Daten erneut.',
  missingColumns: (headers: string[]) => `Fehlende Spalte(n): ${headers.join(', ')}`,
  missingEntries: (headers: string[]) => `Fehlender Eintrag in Spalte(n): ${headers.join(', ')}`,
  invalidSex: (value: string) => `Fehlerhafter Eintrag in Spalte Geschlecht: ${value}`,
  tooLong: (header: string, max: number, length: number) =>
    `Zu langer Eintrag in Spalte ${header}: höchstens ${max} Zeichen, hier ${length.toLocaleString('de-DE')}.`,
  parserError: 'Die Datei enthält keine lesbaren Zeilen.',
  tooManyRows: `Zu viele Zeilen: höchstens ${MAX_IMPORT_ROWS} Einträge pro Datei.`,
  confirmMissing: 'Um fortzufahren, setze bitte das Häkchen oder importiere neue Daten.',
  noEncryptionKey: 'Kein Verschlüsselungsschlüssel gefunden.',
  unknownError: 'Unbekannter Fehler',
} as const;
