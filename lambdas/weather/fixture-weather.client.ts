import { cyclicAt, type NonEmpty } from '../../shared/cyclic.js';
import { addDays } from '../../shared/week.js';
import { aggregateForecast, currentWeather, FORECAST_ENTRIES } from './forecast-aggregation.model.js';
import type { ForecastEntry, WeatherRequest, WeatherSource } from './weather-source.model.js';

const ICONS: NonEmpty<string> = ['01d', '02d', '03d', '04d', '10d', '09d', '13d', '50d'];
const HOUR_MS = 3_600_000;

/** A stable number from a string, so the same day always gets the same weather. */
const hash = (text: string) =>
  Array.from({ length: text.length }, (_, index) => text.charCodeAt(index)).reduce((value, code) => (value * 31 + code) >>> 0, 7);

/** Cool in January, warm in July; a day's curve peaks in the afternoon (hour in UTC). */
const temperatureAt = (time: number) => {
  const date = new Date(time);
  const dayOfYear = (time - Date.UTC(date.getUTCFullYear(), 0, 1)) / (24 * HOUR_MS);
  const season = 10 - 9 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
  const daily = 4 * Math.sin((2 * Math.PI * (date.getUTCHours() - 8)) / 24);
  return Math.round((season + daily + (hash(date.toISOString().slice(0, 10)) % 5) - 2) * 10) / 10;
};

const entryAt = (time: number): ForecastEntry => {
  const temp = temperatureAt(time);
  const day = new Date(time).toISOString().slice(0, 10);
  const icon = cyclicAt(ICONS, hash(day) + Math.floor(new Date(time).getUTCHours() / 9));
  return { dt: time / 1000, main: { temp, temp_min: temp - 1.5, temp_max: temp + 1.5 }, weather: [{ icon }] };
};

/**
 * The local stack's weather: made up but deterministic by day (never by clock). Today's weather is
 * the 12:00 UTC entry; a later day's is a forecast issued the day before it, run through the same
 * aggregation as the real provider, so every school day of the overview has weather.
 */
const fixtureWeatherOf = ({ day, today }: WeatherRequest) => {
  if (day < today) return null;
  if (day === today) return currentWeather(entryAt(Date.parse(`${today}T12:00:00Z`)));
  const issued = Date.parse(`${addDays(day, -1)}T00:00:00Z`);
  return aggregateForecast(
    Array.from({ length: FORECAST_ENTRIES }, (_, index) => entryAt(issued + index * 3 * HOUR_MS)),
    day,
  );
};

export const fixtureWeatherSource: WeatherSource = {
  name: 'fixture',
  weatherOf: (request) => Promise.resolve(fixtureWeatherOf(request)),
};
