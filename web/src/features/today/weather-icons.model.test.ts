import { describe, expect, it } from 'vitest';
import { weatherOfIcon } from './weather-icons.model.js';

describe('weatherOfIcon', () => {
  it('names every OpenWeatherMap icon code in German, by day and by night', () => {
    expect(['01d', '02d', '03d', '04d', '09d', '10d', '11d', '13d', '50d'].map((code) => weatherOfIcon(code).label)).toEqual([
      'Klar',
      'Leicht bewölkt',
      'Bewölkt',
      'Stark bewölkt',
      'Regenschauer',
      'Regen',
      'Gewitter',
      'Schnee',
      'Nebel',
    ]);
    expect(weatherOfIcon('01n')).toEqual({ kind: 'clear', label: 'Klar', night: true });
  });

  it('treats an unknown code as cloudy', () => {
    expect(weatherOfIcon('99d')).toMatchObject({ kind: 'clouds', night: false });
  });
});
