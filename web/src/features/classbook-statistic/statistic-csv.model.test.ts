import { describe, expect, it } from 'vitest';
import { statisticCsv } from './statistic-csv.model.js';

describe('statistics CSV', () => {
  it('has one row per event option and student entry, Excel-safe', () => {
    const csv = statisticCsv({
      days: [
        {
          day: '2026-11-23',
          events: [
            {
              lessonDateId: 'l1',
              collection: 'lessonDates',
              starttime: '08:00',
              endtime: '08:45',
              displayName: 'Deutsch',
              subject: 'Deutsch',
              groups: ['7a'],
              topic: '=Balladen',
              students: [
                { uid: 'a', displayName: 'Anna Weber', presence: true, late: 10, lateReason: 'unknown' },
                {
                  uid: 'b',
                  displayName: 'Ben Weber',
                  presence: false,
                  presenceReason: 'desease',
                  excused: { value: true, type: 'medical-certificate' },
                },
              ],
            },
          ],
        },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFDatum;Beginn;Veranstaltung;Fach;Klassen;Schüler;Eintrag;Grund;Entschuldigung',
      '23.11.2026;08:00;Deutsch;Deutsch;7a;;Thema: =Balladen;;',
      '23.11.2026;08:00;Deutsch;Deutsch;7a;Anna Weber;Verspätet 10 Min.;unbekannt;',
      '23.11.2026;08:00;Deutsch;Deutsch;7a;Ben Weber;Abwesend;Krankheit;entschuldigt (ärztliches Attest)',
      '',
    ]);
  });
});
