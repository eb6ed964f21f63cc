import type { AbsenceReason } from '@shared/schemas/today.schema.js';

/** German texts of the today overview (page /todayOverview and the start page's side panel). */
export const todayTexts = {
  nothing: 'Nichts los heute!',
  show: (label: string) => `${label} anzeigen`,
  counters: 'Übersicht',
  sections: {
    specialEvents: { title: 'Sonderveranstaltungen', empty: 'Keine Sonderveranstaltungen' },
    appointments: { title: 'Termine', empty: 'Keine Termine' },
    supervisions: { title: 'Aufsichten', empty: 'Keine Aufsichten' },
    daynotices: { title: 'SchülerInnen mit Notizen', empty: 'Keine Notizen' },
    changes: { title: 'Änderungen', empty: 'Keine Änderungen' },
    absences: { title: 'Abwesende SchülerInnen', empty: 'Keine Abwesenheiten' },
  },
  until: (time: string) => `bis ${time} Uhr`,
  time: (start: string, end: string) => `${start} – ${end} Uhr`,
  allDay: 'ganztägig',
  groupByEvent: 'Nach Veranstaltung gruppieren',
  withoutEvent: 'Ohne Veranstaltung',
  sickNote: 'von Erziehungsberechtigten gemeldet',
  confirmed: 'bestätigt',
  confirm: 'Bestätigen',
  confirmFailed: 'Die Krankmeldung konnte nicht bestätigt werden.',
  reasons: { 0: 'Krankheit', 3: 'beurlaubt', 4: 'unentschuldigt' } satisfies Record<AbsenceReason, string>,
  weather: {
    label: 'Wetter',
    kinds: {
      clear: 'Klar',
      fewClouds: 'Leicht bewölkt',
      clouds: 'Bewölkt',
      overcast: 'Stark bewölkt',
      showers: 'Regenschauer',
      rain: 'Regen',
      thunder: 'Gewitter',
      snow: 'Schnee',
      fog: 'Nebel',
    },
    temp: (value: number) => `${Math.round(value)}\u00a0°C`,
    range: (min: number, max: number) => `min.\u00a0${Math.round(min)}\u00a0°C · max.\u00a0${Math.round(max)}\u00a0°C`,
  },
} as const;
