import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';

/**
 * Translation against the local stack: the handler calls TranslateText through the AWS SDK at
 * AWS_ENDPOINT_URL_TRANSLATE, where the dev stack answers with a marked stand-in; results are
 * cached per text and language, failures are 'translation-failed'.
 */
let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const translate = (text: string, target: string, username: 'schueler.anna' | 'lehrer.klein' = 'schueler.anna') =>
  callRoute('translateText', { token: people[username].token, body: { text, target } });

describe('translation', () => {
  it('translates through the SDK and answers a repeated request from the cache, per language and school', async () => {
    const text = `Elternabend am Donnerstag ${Date.now()}`;
    const first = await translate(text, 'en');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ target: 'en', text: `[Platzhalter-Übersetzung de→en] ${text}`, cached: false });
    expect(first.ddbWrites).toBe(1);
    const again = await translate(text, 'en');
    expect(again.body).toMatchObject({ cached: true, text: first.body.text });
    expect(again.ddbWrites).toBe(0);
    expect((await translate(text, 'tr')).body).toMatchObject({ cached: false, target: 'tr' });
    // Another school's cache is its own.
    expect((await translate(text, 'en', 'lehrer.klein')).body).toMatchObject({ cached: false });
  });

  it("fails with 'translation-failed' and caches nothing when the service fails", async () => {
    const text = 'Bitte nicht übersetzen [[Übersetzung scheitert]]';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await translate(text, 'en');
      expect(answer).toMatchObject({ status: 502, body: { error: { code: 'translation-failed' } } });
    }
  });

  it('refuses languages outside the menu and empty texts', async () => {
    expect((await translate('Hallo', 'xx')).status).toBe(400);
    expect((await translate('', 'en')).status).toBe(400);
    expect((await translate('Hallo', 'de')).status).toBe(400);
  });
});
