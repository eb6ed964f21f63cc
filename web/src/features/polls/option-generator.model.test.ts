import { describe, expect, it } from 'vitest';
import { POLL_LIMITS } from '@shared/schemas/poll.schema.js';
import { generateOptions, generatorIssues } from './option-generator.model.js';

describe('date-option generator (§5)', () => {
  const today = '2026-11-25';
  it('needs every field, start before end, no day before today', () => {
    expect(generatorIssues({ mode: 'oneDay', day: '', start: '', end: '', step: 15 }, today)).toEqual({
      day: 'needed',
      start: 'needed',
      end: 'needed',
    });
    expect(generatorIssues({ mode: 'oneDay', day: '2026-11-24', start: '10:00', end: '09:00', step: 15 }, today)).toEqual({
      day: 'beforeToday',
      end: 'startAfterEnd',
    });
    expect(generatorIssues({ mode: 'oneDay', day: today, start: '9:00', end: '9 Uhr', step: 15 }, today)).toEqual({ end: 'timeFormat' });
    expect(generatorIssues({ mode: 'oneDay', day: today, start: '24:00', end: '09:60', step: 15 }, today)).toEqual({
      start: 'timeFormat',
      end: 'timeFormat',
    });
    expect(generatorIssues({ mode: 'multipleDays', startDay: '2026-11-27', endDay: '2026-11-26' }, today)).toEqual({
      endDay: 'startAfterEnd',
    });
  });
  it('makes time slots of the step on one day, and one option per day of a range', () => {
    expect(generateOptions({ mode: 'oneDay', day: '2026-11-26', start: '14:00', end: '14:45', step: 15 }, 0)).toEqual([
      'Do. 26.11. 14:00–14:15',
      'Do. 26.11. 14:15–14:30',
      'Do. 26.11. 14:30–14:45',
    ]);
    expect(generateOptions({ mode: 'oneDay', day: '2026-11-26', start: '9:30', end: '10:00', step: 15 }, 0)).toEqual([
      'Do. 26.11. 09:30–09:45',
      'Do. 26.11. 09:45–10:00',
    ]);
    expect(generateOptions({ mode: 'oneDay', day: '2026-11-26', start: '08:00', end: '20:00', step: 999 }, 2)).toEqual([
      'Do. 26.11. 08:00–14:00',
      'Do. 26.11. 14:00–20:00',
    ]);
    expect(generateOptions({ mode: 'multipleDays', startDay: '2026-11-26', endDay: '2026-11-28' }, 0)).toEqual([
      'Donnerstag, 26.11.2026',
      'Freitag, 27.11.2026',
      'Samstag, 28.11.2026',
    ]);
  });
  it('never takes a question past the maximum of options', () => {
    const wholeDay = { mode: 'oneDay', day: '2026-11-26', start: '00:00', end: '23:59', step: 1 } as const;
    expect(generateOptions(wholeDay, 0)).toHaveLength(POLL_LIMITS.optionsPerQuestion);
    expect(generateOptions(wholeDay, 97)).toEqual(['Do. 26.11. 00:00–00:01', 'Do. 26.11. 00:01–00:02', 'Do. 26.11. 00:02–00:03']);
    expect(generateOptions(wholeDay, POLL_LIMITS.optionsPerQuestion)).toEqual([]);
    expect(generateOptions({ mode: 'multipleDays', startDay: '2026-11-26', endDay: '2027-11-26' }, 90)).toHaveLength(10);
  });
});
