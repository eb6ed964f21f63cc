import { describe, expect, it } from 'vitest';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { emptySearch, searchFormSchema, toSearch } from './search-form.schema.js';

const { validation } = reservationTexts;
const today = '2030-01-07';
const messages = (values: Record<string, string>) => {
  const result = searchFormSchema(today).safeParse({ ...emptySearch(today), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the search form', () => {
  it("names each missing field with the spec's text", () => {
    expect(messages({ day: '' })).toEqual({
      type: validation.required,
      day: validation.required,
      starttime: validation.start,
      endtime: validation.end,
    });
  });

  it('wants the start before the end, on both fields', () => {
    expect(messages({ type: 'Laptop', starttime: '10:00', endtime: '09:00' })).toEqual({
      starttime: validation.startAfterEnd,
      endtime: validation.endBeforeStart,
    });
    expect(messages({ type: 'Laptop', starttime: '10:00', endtime: '10:00' })).toHaveProperty('endtime', validation.endBeforeStart);
  });

  it('refuses past days and times off the 5-minute grid', () => {
    expect(messages({ type: 'Laptop', day: '2030-01-06', starttime: '08:00', endtime: '09:00' })).toEqual({ day: validation.past });
    expect(messages({ type: 'Laptop', starttime: '08:02', endtime: '09:00' })).toEqual({ starttime: validation.step });
  });

  it("sends building '0' as all buildings", () => {
    const values = { ...emptySearch(today), type: 'Laptop', starttime: '08:00', endtime: '09:00' };
    expect(toSearch(values)).toEqual({ type: 'Laptop', day: today, starttime: '08:00', endtime: '09:00' });
    expect(toSearch({ ...values, buildingId: 'neubau' })).toHaveProperty('buildingId', 'neubau');
  });
});
