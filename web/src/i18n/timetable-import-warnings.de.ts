import {
  UNTIS_SHORT_NAME_MAX,
  untisElementFiles,
  type ImportWarningCode,
  type ImportWarningDetail,
  type ImportWarningParams,
  type UntisElementKind,
  type UntisFieldIssue,
} from '@shared/schemas/timetable-import-warning.schema.js';

/** `2026-03-12` → `12.03.2026`. */
const germanDate = (day: string) => day.split('-').reverse().join('.');

const fieldIssueTexts: Record<UntisFieldIssue, string> = {
  'short-name-missing': 'Kürzel fehlt',
  'short-name-too-long': `Kürzel länger als ${UNTIS_SHORT_NAME_MAX} Zeichen`,
  'short-name-placeholder': 'Platzhalter "?" statt Kürzel',
  'not-an-integer': 'keine ganze Zahl',
  'below-one': 'muss mindestens 1 sein',
  'not-a-number': 'keine Zahl',
  'date-format': 'Datum nicht im Format JJJJMMTT',
  'invalid-date': 'kein gültiges Datum',
  'timestamp-format': 'Zeitstempel nicht im Format JJJJMMTTHHMM',
  'weekday-range': 'Wochentag muss 1 (Mo) bis 7 (So) sein',
  'colour-range': 'Farbwert außerhalb 0–16777215',
  'lesson-length-format': 'Stundenlänge weder hh:mm noch Minuten',
  'negative-art': 'Art darf nicht negativ sein',
  'end-before-start': 'Ende vor Beginn',
  'clock-time-format': 'Uhrzeit nicht im Format HHMM oder HH:MM',
  'end-not-after-start': 'Ende liegt nicht nach dem Beginn',
  invalid: 'ungültiger Wert',
};

const elementLabels: Record<UntisElementKind, string> = { class: 'Klasse', teacher: 'Lehrkraft', room: 'Raum', subject: 'Fach' };

/** The German text of each Untis import warning ('Stundenplan importieren', list of Hinweise). */
export const importWarningTexts: { [C in ImportWarningCode]: (params: ImportWarningParams<C>) => string } = {
  'unclosed-quote': () => 'Textfeld ohne schließendes Anführungszeichen; bis zum Zeilenende gelesen',
  'invalid-fields': ({ issues }) =>
    issues
      .map(({ field, issue }) => (field === undefined ? fieldIssueTexts[issue] : `Feld ${field}: ${fieldIssueTexts[issue]}`))
      .join('; '),
  'gpp002-instead-of-gpu002': () => 'Datei ist GPP002 (Export aktueller Unterricht), nicht GPU002 (Unterricht); exportiere bitte GPU002',
  'unknown-substitution-type': ({ letter }) => `Feld 20: unbekannte Vertretungsart "${letter}", als Vertretung behandelt`,
  'unknown-element': ({ kind, value }) => `${elementLabels[kind]} "${value}" fehlt in ${untisElementFiles[kind]}`,
  'duplicate-name': ({ name }) => `"${name}" doppelt; die erste Zeile gilt`,
  'duplicate-time-grid-entry': ({ day, period }) => `Tag ${day}, Stunde ${period} doppelt im Zeitraster`,
  'no-time-for-slot': ({ day, period }) => `Keine Zeit für Tag ${day}, Stunde ${period} im Zeitraster`,
  'no-time-for-period': ({ period }) => `Keine Zeit für Stunde ${period} im Zeitraster; nicht übernommen`,
  'tutor-without-account': ({ short }) =>
    `Lehrkraft "${short}": kein Benutzerkonto mit diesem Kürzel; ihre Stunden stehen noch in keinem Wochenplan einer Lehrkraft`,
  'tutor-ambiguous': ({ short, accounts }) => `Lehrkraft "${short}": ${accounts} Benutzerkonten mit diesem Kürzel; keines zugeordnet`,
  'lesson-group-ignored': ({ lessonGroup }) =>
    `Unterrichtsgruppe "${lessonGroup}" (z. B. A-/B-Woche) wird nicht ausgewertet; die Stunden stehen in jeder Woche`,
  'substitution-without-change': () => 'Vertretung ohne erkennbare Änderung; nicht übernommen',
  'duplicate-substitution': ({ keptLine }) => `gleiche Vertretung wie Zeile ${keptLine}; die neuere gilt`,
  'date-outside-school-year': ({ date }) => `Datum ${germanDate(date)} liegt nicht im aktiven Schuljahr; nicht übernommen`,
  holiday: ({ date, name, publicHoliday }) =>
    `Am ${germanDate(date)} ${publicHoliday ? 'ist Feiertag' : 'sind Ferien'} (${name}); nicht übernommen`,
  'cancellation-without-lesson': () => 'Entfall ohne passende Stunde im Stundenplan; nicht übernommen',
  'lesson-not-scheduled': ({ date }) => `Die Stunde findet am ${germanDate(date)} laut Stundenplan nicht statt; nicht übernommen`,
  'supervision-without-teacher': ({ corridor }) => `Pausenaufsicht „${corridor}“ ohne Lehrkraft; nicht übernommen`,
  'exam-without-classes': ({ name }) =>
    `Klausur „${name}“: keine ihrer Unterrichtsnummern steht im Stundenplan; nur die Aufsichten sehen sie`,
  'supervision-substitution-without-supervision': ({ date, corridor }) =>
    `Pausenaufsichtsvertretung am ${germanDate(date)} („${corridor}“) ohne passende Aufsicht in GPU009; nicht übernommen`,
};

/** The text of one warning: its code's text with its parameters. */
export const importWarningText = (warning: ImportWarningDetail): string =>
  (importWarningTexts[warning.code] as (params: ImportWarningDetail['params']) => string)(warning.params);
