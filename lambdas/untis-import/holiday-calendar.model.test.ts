import { describe, expect, it } from 'vitest';
import { holidaysByDay } from './holiday-calendar.model.js';

const osterferien = { name: 'Osterferien', from: '2026-03-30', to: '2026-04-11', publicHoliday: false };
const karfreitag = { name: 'Karfreitag', from: '2026-04-03', to: '2026-04-03', publicHoliday: true };
const sommerferien = { name: 'Sommerferien', from: '2026-07-20', to: '2026-09-01', publicHoliday: false };
const schoolYear = { start: '2025-08-01', end: '2026-07-31' };

describe('holidaysByDay', () => {
  it('covers every day of a range, first and last day included, and a single-day Feiertag', () => {
    const days = holidaysByDay(
      [osterferien, { name: 'Tag der Arbeit', from: '2026-05-01', to: '2026-05-01', publicHoliday: true }],
      schoolYear,
    );
    expect([...days.keys()]).toHaveLength(14);
    expect(days.get('2026-03-30')?.name).toBe('Osterferien');
    expect(days.get('2026-04-11')?.name).toBe('Osterferien');
    expect(days.has('2026-03-29')).toBe(false);
    expect(days.has('2026-04-12')).toBe(false);
    expect(days.get('2026-05-01')?.name).toBe('Tag der Arbeit');
  });

  it('names a Feiertag inside Ferien after the Feiertag, in either row order', () => {
    expect(holidaysByDay([osterferien, karfreitag], schoolYear).get('2026-04-03')).toBe(karfreitag);
    expect(holidaysByDay([karfreitag, osterferien], schoolYear).get('2026-04-03')).toBe(karfreitag);
    expect(holidaysByDay([karfreitag, osterferien], schoolYear).get('2026-04-02')).toBe(osterferien);
  });

  it('keeps only the days within the school year', () => {
    const days = holidaysByDay(
      [sommerferien, { name: 'Sommerferien 2025', from: '2025-07-14', to: '2025-08-26', publicHoliday: false }],
      schoolYear,
    );
    expect([...days.keys()].sort()[0]).toBe('2025-08-01');
    expect([...days.keys()].sort().at(-1)).toBe('2026-07-31');
    expect(days.size).toBe(26 + 12);
  });
});
