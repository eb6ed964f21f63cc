import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import type { TranslationLanguage } from '../../shared/schemas/translation.schema.js';
import { env } from '../_lib/env.js';
import { traced } from '../_lib/observability.js';

/** Something that translates German text; Amazon Translate in AWS and, through the same SDK call, the local stand-in. */
export interface TranslationProvider {
  translate: (text: string, target: TranslationLanguage) => Promise<string>;
}

let client: TranslateClient | undefined;

/**
 * A deployed stage talks to Amazon Translate itself: an endpoint override there would be the local
 * stack's stand-in (its '[Platzhalter-Übersetzung …]'), so it is refused before any request (CDK
 * refuses such a function at synth too: infra/constructs/translate-check.construct.ts).
 */
export const assertRealTranslateEndpoint = () => {
  const override = process.env.AWS_ENDPOINT_URL_TRANSLATE ?? process.env.AWS_ENDPOINT_URL;
  if (env.stage !== 'local' && override !== undefined) {
    throw new Error(`stage ${env.stage}: Amazon Translate is reached at its own endpoint only, not at ${override}`);
  }
};

/**
 * Amazon Translate's TranslateText, source German (a fixed source needs no language detection, so
 * the function's only permission is translate:TranslateText). The SDK reads AWS_ENDPOINT_URL_TRANSLATE:
 * locally the dev stack answers there.
 */
export const amazonTranslate: TranslationProvider = {
  translate: async (text, target) => {
    assertRealTranslateEndpoint();
    client ??= traced(new TranslateClient({}));
    const { TranslatedText } = await client.send(
      new TranslateTextCommand({ Text: text, SourceLanguageCode: 'de', TargetLanguageCode: target }),
    );
    if (TranslatedText === undefined) throw new Error('no translation');
    return TranslatedText;
  },
};
