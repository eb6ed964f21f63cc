import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weatherApiKey } from './weather-api-key.client.js';

describe('weatherApiKey', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the developer key when one is given, and none without key or secret', async () => {
    vi.stubEnv('WEATHER_API_KEY', 'dev-key');
    vi.stubEnv('WEATHER_API_KEY_SECRET', 'schulapp/dev/openweathermap');
    expect(await weatherApiKey()).toBe('dev-key');
    vi.stubEnv('WEATHER_API_KEY', '');
    vi.stubEnv('WEATHER_API_KEY_SECRET', '');
    expect(await weatherApiKey()).toBeUndefined();
  });

  it('is none, without throwing, when the secret cannot be read, and is not asked for again at once', async () => {
    vi.stubEnv('WEATHER_API_KEY', '');
    vi.stubEnv('WEATHER_API_KEY_SECRET', 'schulapp/dev/openweathermap');
    vi.stubEnv('AWS_ENDPOINT_URL_SECRETS_MANAGER', 'http://127.0.0.1:9');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    vi.stubEnv('AWS_MAX_ATTEMPTS', '1');
    const now = Date.now();
    expect(await weatherApiKey(now)).toBeUndefined();
    const send = vi.spyOn(SecretsManagerClient.prototype, 'send');
    expect(await weatherApiKey(now + 60_000)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });
});
