import { describe, expect, it } from 'vitest';
import { defined } from '../../shared/defined.js';
import { fixtureWeatherSource } from './fixture-weather.client.js';
import { openWeatherMapSource } from './open-weather-map.client.js';
import { selectWeatherSource } from './weather.service.js';

const answer = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
const current = { dt: 1_795_000_000, main: { temp: 6.04, temp_min: 4, temp_max: 8 }, weather: [{ icon: '04d' }] };

describe('openWeatherMapSource', () => {
  it('asks for the current weather by city id, metric and German, for today', async () => {
    const urls: string[] = [];
    const source = openWeatherMapSource('key 1', (url) => (urls.push(url), answer(current)));
    expect(await source.weatherOf({ location: '2950159', day: '2026-11-23', today: '2026-11-23' })).toEqual({
      icon: '04d',
      temp: 6,
      tempMin: 4,
      tempMax: 8,
    });
    expect(urls).toEqual(['https://api.openweathermap.org/data/2.5/weather?id=2950159&units=metric&lang=de&appid=key%201']);
  });

  it('aggregates the first 16 forecast entries for a later day', async () => {
    const list = [6, 9, 12, 15].map((hour, index) => ({
      ...current,
      dt: Date.parse(`2026-11-24T${String(hour).padStart(2, '0')}:00:00Z`) / 1000,
      main: { temp: index * 2, temp_min: index * 2 - 1, temp_max: index * 2 + 1 },
    }));
    let asked = '';
    const source = openWeatherMapSource('k', (url) => ((asked = url), answer({ list })));
    expect(await source.weatherOf({ location: '1', day: '2026-11-24', today: '2026-11-23' })).toEqual({
      icon: '04d',
      temp: 3,
      tempMin: -1,
      tempMax: 7,
    });
    expect(asked).toContain('/forecast?id=1&units=metric&lang=de&cnt=16&appid=k');
  });

  it('rejects on an error status or an answer of the wrong shape, and asks nothing without a location or for a past day', async () => {
    let calls = 0;
    const failing = openWeatherMapSource('k', () => (calls++, answer({ message: 'Invalid API key' }, 401)));
    await expect(failing.weatherOf({ location: '1', day: '2026-11-23', today: '2026-11-23' })).rejects.toThrow('401');
    const garbled = openWeatherMapSource('k', () => answer({ list: 'nope' }));
    await expect(garbled.weatherOf({ location: '1', day: '2026-11-24', today: '2026-11-23' })).rejects.toThrow();
    expect(await failing.weatherOf({ day: '2026-11-23', today: '2026-11-23' })).toBeNull();
    expect(await failing.weatherOf({ location: '1', day: '2026-11-20', today: '2026-11-23' })).toBeNull();
    expect(calls).toBe(1);
  });

  it('gives up after its timeout', async () => {
    const hanging = openWeatherMapSource(
      'k',
      (_url, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await expect(hanging.weatherOf({ location: '1', day: '2026-11-23', today: '2026-11-23' })).rejects.toThrow();
  });
});

describe('fixtureWeatherSource', () => {
  it('gives the same weather for the same day whenever it is asked, and none for past days', async () => {
    const first = await fixtureWeatherSource.weatherOf({ day: '2026-11-24', today: '2026-11-23' });
    const again = await fixtureWeatherSource.weatherOf({ day: '2026-11-24', today: '2026-11-23' });
    expect(first).toEqual(again);
    const weather = defined(first, 'weather of a coming day');
    expect(weather.icon).toMatch(/^\d{2}d$/);
    expect(weather.tempMin).toBeLessThanOrEqual(weather.temp);
    expect(weather.temp).toBeLessThanOrEqual(weather.tempMax);
    expect(await fixtureWeatherSource.weatherOf({ day: '2026-11-27', today: '2026-11-23' })).not.toBeNull();
    expect(await fixtureWeatherSource.weatherOf({ day: '2026-11-20', today: '2026-11-23' })).toBeNull();
  });

  it('stands in on the local stack without an API key; OpenWeatherMap with a key; no source in AWS without one', () => {
    expect(selectWeatherSource(undefined, true)?.name).toBe('fixture');
    expect(selectWeatherSource('key', true)?.name).toBe('openweathermap');
    expect(selectWeatherSource('key', false)?.name).toBe('openweathermap');
    expect(selectWeatherSource(undefined, false)).toBeUndefined();
  });
});
