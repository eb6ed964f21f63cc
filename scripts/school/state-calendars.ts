/**
 * The German states (Bundesländer) and their school year 2026/27. In every state the school year
 * runs from 1 August to 31 July of the following year: Hamburger Abkommen of the Länder, § 1 ("Das
 * Schuljahr beginnt an allen Schulen am 1. August und endet am 31. Juli des folgenden
 * Kalenderjahres"), kept in the states' school laws. The summer holidays, which differ per state,
 * lie inside that year: they are holidays of the year (the Untis import's GPU018), not its bounds.
 */
export const stateCalendars = {
  BW: { name: 'Baden-Württemberg', start: '2026-08-01', end: '2027-07-31' },
  BY: { name: 'Bayern', start: '2026-08-01', end: '2027-07-31' },
  BE: { name: 'Berlin', start: '2026-08-01', end: '2027-07-31' },
  BB: { name: 'Brandenburg', start: '2026-08-01', end: '2027-07-31' },
  HB: { name: 'Bremen', start: '2026-08-01', end: '2027-07-31' },
  HH: { name: 'Hamburg', start: '2026-08-01', end: '2027-07-31' },
  HE: { name: 'Hessen', start: '2026-08-01', end: '2027-07-31' },
  MV: { name: 'Mecklenburg-Vorpommern', start: '2026-08-01', end: '2027-07-31' },
  NI: { name: 'Niedersachsen', start: '2026-08-01', end: '2027-07-31' },
  NW: { name: 'Nordrhein-Westfalen', start: '2026-08-01', end: '2027-07-31' },
  RP: { name: 'Rheinland-Pfalz', start: '2026-08-01', end: '2027-07-31' },
  SL: { name: 'Saarland', start: '2026-08-01', end: '2027-07-31' },
  SN: { name: 'Sachsen', start: '2026-08-01', end: '2027-07-31' },
  ST: { name: 'Sachsen-Anhalt', start: '2026-08-01', end: '2027-07-31' },
  SH: { name: 'Schleswig-Holstein', start: '2026-08-01', end: '2027-07-31' },
  TH: { name: 'Thüringen', start: '2026-08-01', end: '2027-07-31' },
} as const;

export type StateCode = keyof typeof stateCalendars;
export const stateCodes = Object.keys(stateCalendars) as StateCode[];
export const DEFAULT_STATE: StateCode = 'NW';

export const isStateCode = (code: string): code is StateCode => code in stateCalendars;

/** The school year's id and name from its dates, e.g. '2026-27' and '2026/27'. */
export const schoolYearNaming = (start: string, end: string) => {
  const from = start.slice(0, 4);
  const to = end.slice(2, 4);
  return { schoolYearId: `${from}-${to}`, name: `${from}/${to}` };
};
