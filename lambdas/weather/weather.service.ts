import type { Weather } from '../../shared/schemas/today.schema.js';
import { berlinClock } from '../../shared/today.js';
import { env } from '../_lib/env.js';
import { logger } from '../_lib/observability.js';
import { fixtureWeatherSource } from './fixture.source.js';
import { openWeatherMapSource } from './open-weather-map.source.js';
import { weatherApiKey } from './weather-api-key.js';
import { weatherCacheEntity } from './weather-cache.entity.js';
import type { WeatherSource } from './weather-source.js';

const SECOND = 1;
const MINUTE = 60 * SECOND;
/** How long an answer is kept: current weather changes during the day, a forecast a few times a day. */
const keepFor = { current: 30 * MINUTE, forecast: 3 * 60 * MINUTE, failure: 10 * MINUTE };

/**
 * The real provider where an API key is configured, else the deterministic fixture on the local
 * stack; none otherwise (an AWS stage without a key shows no weather rather than made-up weather).
 */
export const selectWeatherSource = (apiKey: string | undefined, fixture = env.weatherFixture): WeatherSource | undefined =>
  apiKey ? openWeatherMapSource(apiKey) : fixture ? fixtureWeatherSource : undefined;

const askSource = async (source: WeatherSource, location: string | undefined, day: string, today: string) => {
  try {
    return { weather: await source.weatherOf({ location, day, today }), failed: false };
  } catch (error) {
    logger.warn('weather source failed', { source: source.name, error: error instanceof Error ? error.name : 'unknown' });
    return { weather: null, failed: true };
  }
};

/**
 * The school's weather for a day: today's current weather or a later day's forecast, from the
 * cache when fresh (one get), else from the source (and one put). Never throws: for a past day,
 * without a source, when the source has nothing (e.g. no location) or fails, the answer is null.
 */
export const getSchoolWeather = async (school: { id: string; weatherCityId?: string }, day: string, now: Date): Promise<Weather | null> => {
  const today = berlinClock(now).day;
  if (day < today) return null;
  const source = selectWeatherSource(await weatherApiKey());
  if (!source) return null;
  const location = school.weatherCityId ?? env.weatherCityId;
  const kind = day === today ? 'current' : 'forecast';
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    const { data: cached } = await weatherCacheEntity.get({ schoolId: school.id, day, kind }).go();
    if (cached && cached.expiresAt > nowSeconds) return cached.weather ?? null;
    const { weather, failed } = await askSource(source, location, day, today);
    const lifetime = failed || !weather ? keepFor.failure : keepFor[kind];
    await weatherCacheEntity.put({ schoolId: school.id, day, kind, weather: weather ?? undefined, expiresAt: nowSeconds + lifetime }).go();
    return weather;
  } catch (error) {
    logger.warn('weather cache failed', { error: error instanceof Error ? error.name : 'unknown' });
    return null;
  }
};
