import type { EntityItem } from 'electrodb';
import type { Weather } from '../../shared/schemas/today.schema.js';
import { berlinClock } from '../../shared/today.js';
import { itemRead } from '../_lib/batch-get.js';
import { env } from '../_lib/env.js';
import { logger } from '../_lib/observability.js';
import { fixtureWeatherSource } from './fixture-weather.client.js';
import { openWeatherMapSource } from './open-weather-map.client.js';
import { weatherApiKey } from './weather-api-key.client.js';
import { weatherCacheEntity } from './weather-cache.entity.js';
import type { WeatherSource } from './weather-source.model.js';

type WeatherCacheItem = EntityItem<typeof weatherCacheEntity>;

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
 * What the school's weather for a day needs: its source and the read of its cache entry, for the
 * caller's batch of reads (lambdas/_lib/batch-get.ts). Null for a past day or without a source:
 * then there is no weather to show.
 */
export const schoolWeatherRequest = async (school: { id: string; weatherCityId?: string }, day: string, now: Date) => {
  const today = berlinClock(now).day;
  if (day < today) return null;
  const source = selectWeatherSource(await weatherApiKey());
  if (!source) return null;
  const kind = day === today ? ('current' as const) : ('forecast' as const);
  return {
    source,
    location: school.weatherCityId ?? env.weatherCityId,
    key: { schoolId: school.id, day, kind },
    today,
    cacheRead: itemRead(weatherCacheEntity, { schoolId: school.id, day, kind }),
  };
};

export type SchoolWeatherRequest = NonNullable<Awaited<ReturnType<typeof schoolWeatherRequest>>>;

/**
 * The school's weather for a day (today's current weather or a later day's forecast) from the cache
 * entry its request read, while fresh; else from the source (and one put). Never throws: when the
 * source has nothing (e.g. no location) or fails, or the put fails, the answer is null.
 */
export const schoolWeatherFrom = async (
  request: SchoolWeatherRequest,
  cached: WeatherCacheItem | null,
  now: Date,
): Promise<Weather | null> => {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (cached && cached.expiresAt > nowSeconds) return cached.weather ?? null;
  const { weather, failed } = await askSource(request.source, request.location, request.key.day, request.today);
  const lifetime = failed || !weather ? keepFor.failure : keepFor[request.key.kind];
  try {
    await weatherCacheEntity.put({ ...request.key, weather: weather ?? undefined, expiresAt: nowSeconds + lifetime }).go();
  } catch (error) {
    logger.warn('weather cache failed', { error: error instanceof Error ? error.name : 'unknown' });
    return null;
  }
  return weather;
};
