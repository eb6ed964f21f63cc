/** German texts of the shared form and display components (web/src/components). */
export const fileInputTexts = {
  choose: 'Datei auswählen',
  chooseMany: 'Dateien auswählen',
  /** The one file's name, else how many were chosen. */
  chosen: (names: string[], multiple: boolean) =>
    names.length === 1
      ? names[0]
      : names.length > 1
        ? `${names.length} Dateien ausgewählt`
        : multiple
          ? 'Keine Dateien ausgewählt'
          : 'Keine Datei ausgewählt',
} as const;

export const dateFieldTexts = {
  openCalendar: 'Kalender öffnen',
  format: 'TT.MM.JJJJ',
} as const;

/** Amplify's password field speaks English unless told: its show button and the announcement of its state. */
export const passwordFieldTexts = {
  show: 'Passwort anzeigen',
  hidden: 'Passwort ist verborgen',
  shown: 'Passwort wird angezeigt',
};

/** Amplify's search field: the clear button's name (its own search button is English only and not used). */
export const searchFieldTexts = {
  clear: 'Suche leeren',
};

export const timeFieldTexts = {
  format: 'hh:mm',
} as const;

export const markdownEditorTexts = {
  toolbar: 'Formatierung',
  preview: 'Vorschau',
  edit: 'Bearbeiten',
  emptyPreview: 'Noch kein Text.',
  /** Button label (short) and what it does (read out and shown on hover). */
  actions: {
    heading: ['H', 'Überschrift'],
    bold: ['F', 'Fett'],
    italic: ['K', 'Kursiv'],
    strike: ['S', 'Durchgestrichen'],
    bulletList: ['•', 'Aufzählung'],
    orderedList: ['1.', 'Nummerierte Liste'],
    task: ['Aufgabe', 'Aufgabe zum Abhaken'],
    table: ['Tabelle', 'Tabelle einfügen'],
    link: ['Link', 'Link einfügen'],
    code: ['Code', 'Code'],
  },
  placeholders: {
    heading: 'Überschrift',
    bold: 'fetter Text',
    italic: 'kursiver Text',
    strike: 'durchgestrichener Text',
    listItem: 'Eintrag',
    task: 'Aufgabe',
    link: 'Linktext',
    code: 'Code',
    tableHeader: ['Spalte 1', 'Spalte 2'],
    tableCell: 'Text',
  },
} as const;

export const sexTexts = {
  short: { männlich: 'm', weiblich: 'w', other: 'd' },
  long: { männlich: 'männlich', weiblich: 'weiblich', other: 'divers' },
} as const;

/** The question before a form dialog's changes are discarded (the text names what is lost). */
export const discardQuestionTexts = {
  title: 'Änderungen verwerfen?',
  discard: 'Verwerfen',
  keep: 'Abbrechen',
} as const;

/** A save refused because someone saved the item meanwhile (the sentence naming the item comes from its feature). */
export const editConflictTexts = {
  changed: (labels: string[]) => (labels.length > 0 ? `Inzwischen geändert: ${labels.join(', ')}.` : ''),
  kept: 'Deine Eingaben sind noch da. Lade den neuen Stand oder speichere deine Fassung darüber.',
  loadNew: 'Neuen Stand laden',
  keepMine: 'Meine Fassung speichern',
} as const;
