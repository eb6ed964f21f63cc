import type { Weather } from '../../shared/schemas/today.schema.js';
import { berlinClock } from '../../shared/today.js';
import type { ForecastEntry } from './weather-source.model.js';

/** The spec's forecast rule: of the first 16 entries, those from 07:00 to 18:00 of the day. */
export const FORECAST_ENTRIES = 16;
const DAYTIME_FROM_HOUR = 7;
const DAYTIME_TO_HOUR = 18;

const roundTenth = (value: number) => Math.round(value * 10) / 10;

const isDaytimeOf = (entry: ForecastEntry, day: string) => {
  const time = new Date(entry.dt * 1000);
  const clock = berlinClock(time);
  if (clock.day !== day) return false;
  const atTheHour = time.getUTCMinutes() === 0;
  return clock.hour >= DAYTIME_FROM_HOUR && (clock.hour < DAYTIME_TO_HOUR || (clock.hour === DAYTIME_TO_HOUR && atTheHour));
};

/** The most frequent icon; on a tie the one that comes first. */
const mostFrequent = (icons: string[]) => {
  const counts = new Map<string, number>();
  for (const icon of icons) counts.set(icon, (counts.get(icon) ?? 0) + 1);
  return [...counts].reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
};

/**
 * The daytime weather of `day` (Europe/Berlin) from a forecast: average temperature, lowest
 * minimum, highest maximum and the most frequent icon of the first 16 entries that fall between
 * 07:00 and 18:00. Null when none does.
 */
export const aggregateForecast = (entries: ForecastEntry[], day: string): Weather | null => {
  const daytime = entries
    .slice(0, FORECAST_ENTRIES)
    .flatMap((entry) => (entry.weather[0] && isDaytimeOf(entry, day) ? [{ ...entry, icon: entry.weather[0].icon }] : []));
  if (daytime.length === 0) return null;
  return {
    icon: mostFrequent(daytime.map((entry) => entry.icon)),
    temp: roundTenth(daytime.reduce((sum, entry) => sum + entry.main.temp, 0) / daytime.length),
    tempMin: roundTenth(Math.min(...daytime.map((entry) => entry.main.temp_min))),
    tempMax: roundTenth(Math.max(...daytime.map((entry) => entry.main.temp_max))),
  };
};

/** Current weather as the spec's Weather. */
export const currentWeather = ({ weather: [first], main }: ForecastEntry): Weather | null =>
  first === undefined
    ? null
    : {
        icon: first.icon,
        temp: roundTenth(main.temp),
        tempMin: roundTenth(main.temp_min),
        tempMax: roundTenth(main.temp_max),
      };
