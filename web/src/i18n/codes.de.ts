import type { CodeExportAudience } from '@shared/schemas/code-export.schema.js';

/** German texts of the admin area's code export card and the code-card template dialog. */
export const codeExportTexts = {
  title: 'Aktivierungscodes exportieren',
  description:
    'Offene Aktivierungscodes als CSV-Liste oder als Kopiervorlagen zum Ausschneiden. Bereits verwendete Codes sind nicht enthalten.',
  importDelay:
    'Nach dem Anlegen von Benutzern per Import kann es einige Minuten dauern. Warte mindestens 3 Minuten, bevor du die Codes exportierst.',
  audiences: { tutors: 'Lehrkräfte', students: 'SchülerInnen', guardians: 'Erziehungsberechtigte' } satisfies Record<
    CodeExportAudience,
    string
  >,
  csv: 'CSV herunterladen',
  pdf: 'Kopiervorlagen',
  downloaded: (count: number, fileName: string) => `${fileName} mit ${count === 1 ? '1 Code' : `${count} Codes`} wird heruntergeladen.`,
  template: {
    open: 'Vorlage der Code-Karten',
    title: 'Vorlage der Code-Karten',
    description: 'Überschrift und Einleitung stehen auf jeder Karte der Kopiervorlagen, über Name, Klasse und Code.',
    heading: 'Überschrift',
    intro: 'Einleitung',
    headingRequired: 'Angabe wird benötigt',
    tooLong: (max: number) => `Max. ${max} Zeichen erlaubt`,
    save: 'Speichern',
    saved: 'Erfolgreich gespeichert',
  },
};
