import type { Weather } from '../../shared/schemas/today.schema.js';

/** What a weather source is asked: the school's location (if set) and the day, relative to today (Berlin). */
export interface WeatherRequest {
  location?: string;
  day: string;
  today: string;
}

/**
 * Where the school's weather comes from: the current weather for today, the aggregated forecast
 * for a later day. Null when the source has nothing for that day; a failure rejects.
 */
export interface WeatherSource {
  readonly name: string;
  weatherOf(request: WeatherRequest): Promise<Weather | null>;
}

/** One entry of an OpenWeatherMap-style 3-hour forecast (and the shape of its current weather). */
export interface ForecastEntry {
  dt: number;
  main: { temp: number; temp_min: number; temp_max: number };
  weather: { icon: string }[];
}
