import * as z from 'zod';
import { aggregateForecast, currentWeather, FORECAST_ENTRIES } from './forecast-aggregation.model.js';
import type { WeatherRequest, WeatherSource } from './weather-source.model.js';

const BASE_URL = 'https://api.openweathermap.org/data/2.5';
/** The page waits for the weather at most this long; a slower provider counts as failed. */
export const WEATHER_TIMEOUT_MS = 1500;

const entrySchema = z.object({
  dt: z.number(),
  main: z.object({ temp: z.number(), temp_min: z.number(), temp_max: z.number() }),
  weather: z.array(z.object({ icon: z.string().regex(/^\d{2}[dn]$/) })),
});
const forecastSchema = z.object({ list: z.array(entrySchema) });

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * OpenWeatherMap by city id, metric, German: the current weather for today, the spec's aggregated
 * 3-hour forecast for a later day. Each call has a short timeout; errors reject.
 */
export const openWeatherMapSource = (apiKey: string, fetchJson: Fetch = fetch): WeatherSource => {
  const get = async (endpoint: 'weather' | 'forecast', location: string, extra = '') => {
    const url = `${BASE_URL}/${endpoint}?id=${encodeURIComponent(location)}&units=metric&lang=de${extra}&appid=${encodeURIComponent(apiKey)}`;
    const response = await fetchJson(url, { signal: AbortSignal.timeout(WEATHER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`weather provider answered ${response.status}`);
    return response.json();
  };
  return {
    name: 'openweathermap',
    async weatherOf({ location, day, today }: WeatherRequest) {
      if (day < today || !location) return null;
      if (day === today) return currentWeather(entrySchema.parse(await get('weather', location)));
      const { list } = forecastSchema.parse(await get('forecast', location, `&cnt=${FORECAST_ENTRIES}`));
      return aggregateForecast(list, day);
    },
  };
};
