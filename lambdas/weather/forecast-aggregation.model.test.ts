import { describe, expect, it } from 'vitest';
import { aggregateForecast, currentWeather } from './forecast-aggregation.model.js';
import type { ForecastEntry } from './weather-source.model.js';

const entry = (iso: string, temp: number, icon: string, spread = 1): ForecastEntry => ({
  dt: Date.parse(iso) / 1000,
  main: { temp, temp_min: temp - spread, temp_max: temp + spread },
  weather: [{ icon }],
});

/** A 3-hour forecast from `startIso` on: temperature and icon per entry from the callbacks. */
const forecast = (startIso: string, count: number, temp: (index: number) => number, icon: (index: number) => string) =>
  Array.from({ length: count }, (_, index) =>
    entry(new Date(Date.parse(startIso) + index * 3 * 3_600_000).toISOString(), temp(index), icon(index)),
  );

describe('aggregateForecast', () => {
  it('averages the 07:00 to 18:00 entries of the day in winter time (UTC+1)', () => {
    // From Monday 2026-11-23 00:00 UTC: Tuesday's 07, 10, 13 and 16 o'clock Berlin are entries 10 to 13.
    const entries = forecast(
      '2026-11-23T00:00:00Z',
      16,
      (index) => index,
      (index) => (index === 12 ? '10d' : '04d'),
    );
    expect(aggregateForecast(entries, '2026-11-24')).toEqual({ icon: '04d', temp: 11.5, tempMin: 9, tempMax: 14 });
  });

  it('uses summer time (UTC+2): 08, 11, 14 and 17 o’clock, not 05 or 20', () => {
    const entries = forecast(
      '2027-06-14T00:00:00Z',
      16,
      (index) => 20 + index / 2,
      () => '01d',
    );
    const weather = aggregateForecast(entries, '2027-06-15');
    // Entries 10 (06 UTC) to 13 (15 UTC): 25, 25.5, 26, 26.5.
    expect(weather).toEqual({ icon: '01d', temp: 25.8, tempMin: 24, tempMax: 27.5 });
  });

  it('includes an entry at 18:00 sharp and excludes 06:59 and 18:01', () => {
    const entries = [
      entry('2026-11-24T05:59:00Z', 100, '50d'),
      entry('2026-11-24T06:00:00Z', 4, '02d'),
      entry('2026-11-24T17:00:00Z', 6, '02d'),
      entry('2026-11-24T17:01:00Z', 100, '50d'),
    ];
    expect(aggregateForecast(entries, '2026-11-24')).toEqual({ icon: '02d', temp: 5, tempMin: 3, tempMax: 7 });
  });

  it('reads only the first 16 entries', () => {
    const entries = forecast(
      '2026-11-22T00:00:00Z',
      24,
      () => 3,
      () => '13d',
    );
    // Entries 16 on are Tuesday 2026-11-24; 16 entries end on Monday 21:00 UTC.
    expect(aggregateForecast(entries, '2026-11-23')).not.toBeNull();
    expect(aggregateForecast(entries, '2026-11-24')).toBeNull();
  });

  it('picks the most frequent icon and the first one on a tie', () => {
    const icons = ['03d', '10d', '10d', '03d'];
    const entries = icons.map((icon, index) => entry(`2026-11-24T${String(6 + index * 3).padStart(2, '0')}:00:00Z`, 5, icon));
    expect(aggregateForecast(entries, '2026-11-24')?.icon).toBe('03d');
    expect(aggregateForecast([...entries, entry('2026-11-24T07:00:00Z', 5, '10d')], '2026-11-24')?.icon).toBe('10d');
  });

  it('crosses the year boundary and gives null when no entry falls on the day', () => {
    const entries = forecast(
      '2026-12-31T00:00:00Z',
      16,
      () => -2,
      () => '13d',
    );
    expect(aggregateForecast(entries, '2027-01-01')).toEqual({ icon: '13d', temp: -2, tempMin: -3, tempMax: -1 });
    expect(aggregateForecast(entries, '2027-01-04')).toBeNull();
    expect(aggregateForecast([], '2027-01-01')).toBeNull();
  });
});

describe('currentWeather', () => {
  it('maps the current weather and rounds to a tenth', () => {
    expect(currentWeather(entry('2026-11-24T12:00:00Z', 7.26, '09d'))).toEqual({ icon: '09d', temp: 7.3, tempMin: 6.3, tempMax: 8.3 });
    expect(currentWeather({ ...entry('2026-11-24T12:00:00Z', 7, '09d'), weather: [] })).toBeNull();
  });
});
