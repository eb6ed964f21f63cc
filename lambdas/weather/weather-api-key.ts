import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../_lib/env.js';
import { logger, traced } from '../_lib/observability.js';

/** How long a read key is used before it is read again, so a rotated key arrives without a deploy. */
const KEY_LIFETIME_MS = 60 * 60 * 1000;
/** After a failed read, requests go without weather for this long instead of each asking Secrets Manager again. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

let cached: { key: Promise<string | undefined>; expiresAt: number } | undefined;

const readSecret = async (secretId: string, now: number): Promise<string | undefined> => {
  try {
    const { SecretString } = await traced(new SecretsManagerClient({ region: env.region })).send(
      new GetSecretValueCommand({ SecretId: secretId }),
    );
    const key = SecretString?.trim();
    return key === '' ? undefined : key;
  } catch (error) {
    logger.warn('weather api key unreadable', { error: error instanceof Error ? error.name : 'unknown' });
    cached = { key: Promise.resolve(undefined), expiresAt: now + RETRY_AFTER_FAILURE_MS };
    return undefined;
  }
};

/**
 * The OpenWeatherMap API key: in AWS from the Secrets Manager secret CDK names in
 * WEATHER_API_KEY_SECRET (read once an hour per container, never logged), for a developer
 * from WEATHER_API_KEY. Undefined when neither is set or the secret cannot be read.
 */
export const weatherApiKey = (now = Date.now()): Promise<string | undefined> => {
  if (env.weatherApiKey) return Promise.resolve(env.weatherApiKey);
  const secretId = env.weatherApiKeySecret;
  if (!secretId) return Promise.resolve(undefined);
  if (!cached || now >= cached.expiresAt) cached = { key: readSecret(secretId, now), expiresAt: now + KEY_LIFETIME_MS };
  return cached.key;
};
