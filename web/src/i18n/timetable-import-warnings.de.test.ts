import { describe, expect, it } from 'vitest';
import { importWarningDetailSchema, untisFieldIssues, type ImportWarningDetail } from '@shared/schemas/timetable-import-warning.schema.js';
import { importWarningText, importWarningTexts } from './timetable-import-warnings.de.js';

const fieldsText = (...issues: [number | undefined, (typeof untisFieldIssues)[number]][]) =>
  importWarningText({ code: 'invalid-fields', params: { issues: issues.map(([field, issue]) => ({ field, issue })) } });

describe('importWarningTexts', () => {
  it('has a text for every warning code and every field issue', () => {
    const codes = importWarningDetailSchema.options.map((option) => option.shape.code.value);
    expect(Object.keys(importWarningTexts).sort()).toEqual([...codes].sort());
    for (const issue of untisFieldIssues) expect(fieldsText([undefined, issue]).trim()).not.toBe('');
  });

  it.each<[ImportWarningDetail, string]>([
    [{ code: 'unclosed-quote', params: {} }, 'Textfeld ohne schließendes Anführungszeichen; bis zum Zeilenende gelesen'],
    [
      { code: 'gpp002-instead-of-gpu002', params: {} },
      'Datei ist GPP002 (Export aktueller Unterricht), nicht GPU002 (Unterricht); exportiere bitte GPU002',
    ],
    [{ code: 'unknown-substitution-type', params: { letter: 'X' } }, 'Feld 20: unbekannte Vertretungsart "X", als Vertretung behandelt'],
    [{ code: 'unknown-element', params: { kind: 'subject', value: 'M-LK1' } }, 'Fach "M-LK1" fehlt in GPU006'],
    [{ code: 'unknown-element', params: { kind: 'class', value: '5x' } }, 'Klasse "5x" fehlt in GPU003'],
    [{ code: 'duplicate-name', params: { name: 'R012' } }, '"R012" doppelt; die erste Zeile gilt'],
    [{ code: 'duplicate-time-grid-entry', params: { day: 1, period: 1 } }, 'Tag 1, Stunde 1 doppelt im Zeitraster'],
    [{ code: 'no-time-for-slot', params: { day: 5, period: 5 } }, 'Keine Zeit für Tag 5, Stunde 5 im Zeitraster'],
    [{ code: 'no-time-for-period', params: { period: 7 } }, 'Keine Zeit für Stunde 7 im Zeitraster; nicht übernommen'],
    [
      { code: 'tutor-without-account', params: { short: 'BÄR' } },
      'Lehrkraft "BÄR": kein Benutzerkonto mit diesem Kürzel; ihre Stunden stehen noch in keinem Wochenplan einer Lehrkraft',
    ],
    [
      { code: 'tutor-ambiguous', params: { short: 'SCH', accounts: 2 } },
      'Lehrkraft "SCH": 2 Benutzerkonten mit diesem Kürzel; keines zugeordnet',
    ],
    [
      { code: 'lesson-group-ignored', params: { lessonGroup: 'A-Woche' } },
      'Unterrichtsgruppe "A-Woche" (z. B. A-/B-Woche) wird nicht ausgewertet; die Stunden stehen in jeder Woche',
    ],
    [{ code: 'substitution-without-change', params: {} }, 'Vertretung ohne erkennbare Änderung; nicht übernommen'],
    [{ code: 'duplicate-substitution', params: { keptLine: 2 } }, 'gleiche Vertretung wie Zeile 2; die neuere gilt'],
    [
      { code: 'date-outside-school-year', params: { date: '2027-09-01' } },
      'Datum 01.09.2027 liegt nicht im aktiven Schuljahr; nicht übernommen',
    ],
    [
      { code: 'holiday', params: { date: '2026-06-04', name: 'Fronleichnam', publicHoliday: true } },
      'Am 04.06.2026 ist Feiertag (Fronleichnam); nicht übernommen',
    ],
    [
      { code: 'holiday', params: { date: '2026-03-31', name: 'Osterferien', publicHoliday: false } },
      'Am 31.03.2026 sind Ferien (Osterferien); nicht übernommen',
    ],
    [{ code: 'cancellation-without-lesson', params: {} }, 'Entfall ohne passende Stunde im Stundenplan; nicht übernommen'],
    [
      { code: 'lesson-not-scheduled', params: { date: '2026-03-12' } },
      'Die Stunde findet am 12.03.2026 laut Stundenplan nicht statt; nicht übernommen',
    ],
  ])('%j reads as the admin sees it', (warning, text) => {
    expect(importWarningText(warning)).toBe(text);
  });

  it('names each refused field by its number, several in one line', () => {
    expect(fieldsText([7, 'short-name-placeholder'])).toBe('Feld 7: Platzhalter "?" statt Kürzel');
    expect(fieldsText([7, 'short-name-too-long'])).toBe('Feld 7: Kürzel länger als 40 Zeichen');
    expect(fieldsText([1, 'not-an-integer'])).toBe('Feld 1: keine ganze Zahl');
    expect(fieldsText([6, 'weekday-range'])).toBe('Feld 6: Wochentag muss 1 (Mo) bis 7 (So) sein');
    expect(fieldsText([15, 'invalid-date'])).toBe('Feld 15: kein gültiges Datum');
    expect(fieldsText([18, 'colour-range'])).toBe('Feld 18: Farbwert außerhalb 0–16777215');
    expect(fieldsText([2, 'date-format'], [21, 'timestamp-format'])).toBe(
      'Feld 2: Datum nicht im Format JJJJMMTT; Feld 21: Zeitstempel nicht im Format JJJJMMTTHHMM',
    );
    expect(fieldsText([4, 'end-before-start'])).toBe('Feld 4: Ende vor Beginn');
    expect(fieldsText([3, 'invalid-date'], [4, 'invalid-date'])).toBe('Feld 3: kein gültiges Datum; Feld 4: kein gültiges Datum');
    expect(fieldsText([4, 'date-format'])).toBe('Feld 4: Datum nicht im Format JJJJMMTT');
    expect(fieldsText([1, 'short-name-missing'])).toBe('Feld 1: Kürzel fehlt');
    expect(fieldsText([4, 'clock-time-format'], [5, 'clock-time-format'])).toBe(
      'Feld 4: Uhrzeit nicht im Format HHMM oder HH:MM; Feld 5: Uhrzeit nicht im Format HHMM oder HH:MM',
    );
  });

  it('leaves out the field number when the issue concerns the whole row', () => {
    expect(fieldsText([undefined, 'end-not-after-start'])).toBe('Ende liegt nicht nach dem Beginn');
  });
});
