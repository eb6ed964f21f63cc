import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../_lib/env.js';
import { logger, traced } from '../_lib/observability.js';

/** How long a read key is used before it is read again (Powertools' cache), so a rotated key arrives without a deploy. */
const KEY_LIFETIME_S = 60 * 60;
/** After a failed read, requests go without weather for this long instead of each asking Secrets Manager again. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

let secrets: SecretsProvider | undefined;
let unreadableUntil = 0;

/**
 * The OpenWeatherMap API key: in AWS from the Secrets Manager secret CDK names in
 * WEATHER_API_KEY_SECRET (read once an hour per container, never logged), for a developer
 * from WEATHER_API_KEY. Undefined when neither is set or the secret cannot be read.
 */
export const weatherApiKey = async (now = Date.now()): Promise<string | undefined> => {
  if (env.weatherApiKey) return env.weatherApiKey;
  const secretId = env.weatherApiKeySecret;
  if (!secretId || now < unreadableUntil) return undefined;
  secrets ??= new SecretsProvider({ awsSdkV3Client: traced(new SecretsManagerClient({ region: env.region })) });
  try {
    // The key is a SecretString; a binary secret is no key.
    const value = await secrets.get(secretId, { maxAge: KEY_LIFETIME_S });
    const key = typeof value === 'string' ? value.trim() : '';
    return key === '' ? undefined : key;
  } catch (error) {
    logger.warn('weather api key unreadable', { error: error instanceof Error ? error.name : 'unknown' });
    unreadableUntil = now + RETRY_AFTER_FAILURE_MS;
    return undefined;
  }
};
