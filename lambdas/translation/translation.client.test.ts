import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertRealTranslateEndpoint } from './translation.client.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Translate endpoint', () => {
  it('is refused on a deployed stage when it points elsewhere (the local stand-in)', () => {
    vi.stubEnv('SCHULAPP_STAGE', 'prod');
    vi.stubEnv('AWS_ENDPOINT_URL_TRANSLATE', 'http://127.0.0.1:8130');
    expect(assertRealTranslateEndpoint).toThrow(
      'stage prod: Amazon Translate is reached at its own endpoint only, not at http://127.0.0.1:8130',
    );
  });

  it('is refused on a deployed stage behind a global endpoint override too', () => {
    vi.stubEnv('SCHULAPP_STAGE', 'staging');
    vi.stubEnv('AWS_ENDPOINT_URL', 'http://127.0.0.1:4566');
    expect(assertRealTranslateEndpoint).toThrow(/stage staging/);
  });

  it("is Amazon Translate's own on a deployed stage, and the stand-in's only in the local stack", () => {
    vi.stubEnv('SCHULAPP_STAGE', 'prod');
    expect(assertRealTranslateEndpoint).not.toThrow();
    vi.stubEnv('SCHULAPP_STAGE', 'local');
    vi.stubEnv('AWS_ENDPOINT_URL_TRANSLATE', 'http://127.0.0.1:8130');
    expect(assertRealTranslateEndpoint).not.toThrow();
  });
});
