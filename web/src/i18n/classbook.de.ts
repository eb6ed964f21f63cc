import type { OptionKey, StudentSetName } from '@shared/classbook-option-sets.js';
import type { AbsentReason, ExcuseType, LateReason } from '@shared/schemas/classbook.schema.js';

/** The spec's reason modifiers (lateness also external circumstances). */
export const reasonTexts = {
  unknown: 'unbekannt',
  desease: 'Krankheit',
  onLeave: 'beurlaubt',
  internEvent: 'schulische Veranstaltung',
  'external-circumstances': 'äußere Umstände',
} satisfies Record<AbsentReason | LateReason, string>;

/** The spec's excuse types (lateness also external circumstances). */
export const excuseTypeTexts = {
  unknown: 'unbekannt',
  excuse: 'Entschuldigung',
  'medical-certificate': 'ärztliches Attest',
  internEvent: 'schulische Veranstaltung',
  'external-circumstances': 'äußere Umstände',
} satisfies Record<ExcuseType, string>;

/** The student option sets besides Anwesenheit (shared/classbook-option-sets.ts): names and option labels. */
export const optionSetTexts = {
  studentInfo: 'Schülerinfos',
  participation: 'Mitarbeit',
  behaviour: 'Verhalten',
  disruption: 'Störungen',
} satisfies Record<StudentSetName, string>;

export const optionTexts = {
  info: 'Info zum Schüler',
  goodParticipation: 'Gute Mitarbeit',
  noParticipation: 'Keine Mitarbeit',
  homework: 'Hausaufgaben erledigt',
  materialMissing: 'Material vergessen',
  praise: 'Lob',
  warning: 'Ermahnung',
  behaviourNotice: 'Bemerkung zum Verhalten',
  disruptions: 'Unterricht gestört (Anzahl)',
  phone: 'Handy benutzt',
  leftRoom: 'Raum unerlaubt verlassen',
} satisfies Record<OptionKey, string>;

/** German texts of the class register 'Tagebuch' (/eventDetail/{collectionName}/{id}/classbook). */
export const classbookTexts = {
  eventOptions: 'Veranstaltung',
  topic: 'Thema',
  notice: 'Notiz',
  saveOptions: 'Speichern',
  start: 'Anwesenheitskontrolle starten',
  reset: 'Anwesenheitskontrolle zurücksetzen',
  resetTitle: 'Wirklich zurücksetzen?',
  resetText: 'Anwesenheit und Verspätungen aller Schüler werden gelöscht. Diese Aktion kann nicht rückgängig gemacht werden.',
  resetConfirm: 'Zurücksetzen',
  cancel: 'Abbrechen',
  students: 'Anwesenheit',
  noStudents: 'Keine Schüler vorhanden',
  present: 'Anwesend',
  late: 'Verspätung',
  lateMinutes: (minutes: number) => `${minutes} Min.`,
  excused: 'Entschuldigt',
  unexcused: 'Fehlt unentschuldigt',
  excusedAbsence: 'Fehlt entschuldigt',
  presenceSet: 'Anwesenheit',
  absent: 'Abwesend',
  reason: 'Grund',
  excuseType: 'Art der Entschuldigung',
  excuseNotice: 'Notiz zur Entschuldigung',
  edit: 'Bearbeiten',
  entries: 'Einträge',
  editTitle: (name: string) => `Einträge für ${name}`,
  chooseStudent: 'Wähle links einen Schüler, um seine Einträge zu bearbeiten.',
  noEntry: 'keine Angabe',
  yes: 'ja',
  no: 'nein',
  readOnly: 'Nur die Lehrkräfte der Veranstaltung und die Klassenleitung können das Tagebuch führen.',
  saved: 'Gespeichert',
  marks: { absence: (reason: string) => `Abwesend: ${reason}`, daynotice: (title: string) => `Tagesnotiz: ${title}` },
  /** The register's field errors from the server. */
  fieldErrors: {
    control_not_started: 'Bitte starte zuerst die Anwesenheitskontrolle.',
    not_in_lesson: 'Ein Schüler gehört nicht zu dieser Veranstaltung.',
    unknown_option: 'Diese Option gibt es im Tagebuch nicht.',
    invalid_option_value: 'Der Wert passt nicht zu dieser Option.',
  } as Record<string, string>,
};

/** 'Abwesenheit eintragen' (spec part 2, §5 Absence). */
export const absenceTexts = {
  open: 'Abwesenheit eintragen',
  title: (name: string) => `Abwesenheit eintragen: ${name}`,
  change: 'Ändern',
  changeTitle: (name: string) => `Abwesenheit ändern: ${name}`,
  remove: 'Löschen',
  removeTitle: 'Wirklich löschen?',
  removeText: 'Diese Aktion kann nicht rückgängig gemacht werden.',
  removeConfirm: 'löschen',
  removeCancel: 'nicht löschen',
  start: 'Beginn',
  end: 'Ende',
  holeDay: 'Ganztägig',
  starttime: 'Von',
  endtime: 'Bis',
  reason: 'Grund',
  notice: 'Notiz',
  save: 'Speichern',
  cancel: 'Abbrechen',
  startRequired: 'Beginn wird benötigt',
  startAfterEnd: 'Beginn darf nicht nach Ende liegen.',
  endRequired: 'Ende wird benötigt',
  endBeforeStart: 'Ende darf nicht vor Beginn liegen.',
  reasonRequired: 'Grund wird benötigt',
  timesRequired: 'Bitte gib Beginn und Ende der Abwesenheit an; das Ende liegt nach dem Beginn.',
  reasons: { 0: 'Krankheit', 3: 'beurlaubt', 4: 'unentschuldigt' } as Record<string, string>,
  saved: 'Abwesenheit gespeichert',
};

/** A day note (Tagesnotiz) about a student, from the Tagebuch (spec §5 Daynotice). */
export const daynoticeTexts = {
  open: 'Tagesnotiz schreiben',
  title: 'Tagesnotiz schreiben',
  student: 'Schüler',
  studentRequired: 'Schüler wird benötigt',
  day: 'Tag',
  endtime: 'Gültig bis (optional)',
  subject: 'Betreff',
  content: 'Inhalt',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saved: (name: string) => `Tagesnotiz für ${name} gespeichert`,
  /** The rules of shared/schemas/daynotice.schema.ts by field and code, in the spec's words. */
  errors: {
    day: { required: 'Tag wird benötigt', before_today: 'Der Tag darf nicht in der Vergangenheit liegen.' },
    endtime: { format: 'Eingabe stimmt nicht mit angegebenem Format überein' },
    title: { required: 'Betreff wird benötigt' },
    content: { required: 'Inhalt wird benötigt', too_long: 'zu lang' },
  } as Record<string, Record<string, string>>,
};

/** 'Krankmeldung' of a guardian for the active child. */
export const sickNoteTexts = {
  tile: 'Krankmeldung',
  title: (name: string) => `Krankmeldung für ${name}`,
  intro: 'Melde dein Kind für die gewählten Schultage krank. Die Klassenleitung sieht die Krankmeldung in ihrer Tagesübersicht.',
  start: 'Erster Krankheitstag',
  end: 'Letzter Krankheitstag',
  notice: 'Notiz (optional)',
  send: 'Krankmelden',
  cancel: 'Abbrechen',
  close: 'Schließen',
  startRequired: 'Beginn wird benötigt',
  endRequired: 'Ende wird benötigt',
  sent: (days: string) => `Krankmeldung gesendet für: ${days}`,
  /** The rules of the days (shared/schemas/classbook.schema.ts) and the server's field errors. */
  dayErrors: {
    before_today: 'Beginn darf nicht in der Vergangenheit liegen.',
    too_far: 'Beginn darf höchstens eine Woche in der Zukunft liegen.',
    before_start: 'Ende darf nicht vor Beginn liegen.',
    too_long: 'Eine Krankmeldung umfasst höchstens zwei Wochen.',
    no_school_day: 'Im gewählten Zeitraum liegt kein Schultag.',
  } as Record<string, string>,
};
