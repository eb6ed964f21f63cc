import type { DetectedFile, ImportCategory, ImportJobStatus, UntisFileKind } from '@shared/schemas/timetable-import.schema.js';

/** German texts of 'Stundenplan importieren' (/admin/timetable-import) and its admin card. */
export const timetableImportTexts = {
  title: 'Stundenplan importieren',
  cardDescription: 'Stundenplan und Vertretungen aus Untis-Exporten laden.',
  open: 'Untis-Dateien importieren',
  intro:
    'Wähle die Untis-Exporte (Datei → Import/Export → Export TXT-Datei). Nötig ist GPU001.TXT (Stundenplan). GPU002 bis GPU006 (Unterricht, Klassen, Lehrkräfte, Räume, Fächer), GPU014.TXT (Vertretungen), GPU018.TXT (Ferien und Feiertage, an denen keine Stunden eingetragen werden) und time.txt (Zeitraster) ergänzen ihn; ohne time.txt gilt das Zeitraster der Schule.',
  again:
    'Ein erneuter Import derselben oder einer aktualisierten Datei ändert die importierten Stunden an Ort und Stelle: Es entsteht nichts doppelt, und Stunden, die nicht aus Untis stammen, bleiben unberührt.',
  files: 'Untis-Dateien',
  filesRequired: 'Bitte wähle mindestens eine Datei.',
  check: 'Dateien prüfen',
  checking: 'Wird hochgeladen und geprüft …',
  detected: 'Erkannte Dateien',
  columns: { name: 'Datei', kind: 'Art', encoding: 'Zeichenkodierung', separator: 'Trennzeichen', rows: 'Zeilen' },
  kinds: {
    GPU001: 'Stundenplan (GPU001)',
    GPU002: 'Unterricht (GPU002)',
    GPU003: 'Klassen (GPU003)',
    GPU004: 'Lehrkräfte (GPU004)',
    GPU005: 'Räume (GPU005)',
    GPU006: 'Fächer (GPU006)',
    GPU009: 'Pausenaufsichten (GPU009)',
    GPU014: 'Vertretungen (GPU014)',
    GPU017: 'Klausuren (GPU017)',
    GPU018: 'Ferien (GPU018)',
    time: 'Zeitraster (time.txt)',
  } satisfies Record<UntisFileKind, string>,
  unknownKind: 'Nicht erkannt',
  encodings: { 'utf-8': 'UTF-8', 'utf-8-bom': 'UTF-8 mit BOM', 'windows-1252': 'Windows-1252 (ANSI)' } satisfies Record<
    DetectedFile['encoding'],
    string
  >,
  separators: { ',': 'Komma', ';': 'Semikolon', '\t': 'Tabulator', blank: 'Leerzeichen' } satisfies Record<
    DetectedFile['separator'],
    string
  >,
  start: 'Import starten',
  other: 'Andere Dateien wählen',
  status: {
    uploading: 'Wird hochgeladen …',
    inspected: 'Bereit zum Import',
    queued: 'Der Import wartet auf den Start …',
    running: 'Der Import läuft …',
    done: 'Import abgeschlossen',
    failed: 'Import fehlgeschlagen',
  } satisfies Record<ImportJobStatus, string>,
  progress: (percent: number) => `${percent} %`,
  result: 'Ergebnis',
  categories: {
    groups: 'Klassen',
    subjects: 'Fächer',
    rooms: 'Räume',
    timeBlocks: 'Zeitraster',
    lessonDates: 'Unterrichtsstunden',
    exams: 'Klausuren',
    supervisions: 'Pausenaufsichten',
  } satisfies Record<ImportCategory, string>,
  counts: { category: 'Bereich', created: 'Neu', updated: 'Geändert', deleted: 'Entfernt', unchanged: 'Unverändert' },
  changes: (count: number) => (count === 1 ? '1 Vertretung übernommen.' : `${count} Vertretungen übernommen.`),
  holidayDays: (count: number) =>
    count === 1
      ? 'An einem Ferien- oder Feiertag keine Stunden eingetragen.'
      : `An ${count} Ferien- und Feiertagen keine Stunden eingetragen.`,
  warnings: (count: number) => `Hinweise (${count})`,
  warningsCut: (shown: number, total: number) => `Die ersten ${shown} von ${total} Hinweisen.`,
  noWarnings: 'Keine Hinweise.',
  line: (file: string, line: number) => (line > 0 ? `${file}, Zeile ${line}` : file),
  anotherImport: 'Weiteren Import starten',
};
