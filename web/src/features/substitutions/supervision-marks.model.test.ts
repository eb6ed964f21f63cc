import { describe, expect, it } from 'vitest';
import type { SupervisionDay, SupervisionEntry } from '@shared/schemas/substitutions.schema.js';
import { supervisionMarks } from './supervision-marks.model.js';

const supervision = (id: string, starttime: string, endtime: string): SupervisionEntry => ({
  id,
  place: id,
  starttime,
  endtime,
  tutors: ['MÜL'],
  substitutes: [],
  cancelled: false,
});
const days: SupervisionDay[] = [
  {
    day: '2026-11-30',
    supervisions: [supervision('hof', '09:35', '09:55'), supervision('gang', '09:35', '09:55'), supervision('halle', '11:30', '11:50')],
  },
  { day: '2026-12-01', supervisions: [supervision('morgen', '09:35', '09:55')] },
];

describe('supervision marks', () => {
  it("marks the supervisions running now as 'jetzt'", () => {
    expect(supervisionMarks(days, '2026-11-30', '09:40')).toEqual(
      new Map([
        ['hof', 'now'],
        ['gang', 'now'],
      ]),
    );
    // The end is the next break's business: 09:55 is over.
    expect(supervisionMarks(days, '2026-11-30', '09:55')).toEqual(new Map([['halle', 'next']]));
  });

  it('marks the next ones when none runs, and nothing after the last or on another day', () => {
    expect(supervisionMarks(days, '2026-11-30', '07:00')).toEqual(
      new Map([
        ['hof', 'next'],
        ['gang', 'next'],
      ]),
    );
    expect(supervisionMarks(days, '2026-11-30', '12:00')).toEqual(new Map());
    expect(supervisionMarks(days, '2026-11-29', '09:40')).toEqual(new Map());
  });
});
