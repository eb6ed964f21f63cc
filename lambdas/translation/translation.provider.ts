import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import type { TranslationLanguage } from '../../shared/schemas/translation.schema.js';
import { traced } from '../_lib/observability.js';

/** Something that translates German text; Amazon Translate in AWS and, through the same SDK call, the local stand-in. */
export interface TranslationProvider {
  translate: (text: string, target: TranslationLanguage) => Promise<string>;
}

let client: TranslateClient | undefined;

/**
 * Amazon Translate's TranslateText, source German (a fixed source needs no language detection, so
 * the function's only permission is translate:TranslateText). The SDK reads AWS_ENDPOINT_URL_TRANSLATE:
 * locally the dev stack answers there.
 */
export const amazonTranslate: TranslationProvider = {
  translate: async (text, target) => {
    client ??= traced(new TranslateClient({}));
    const { TranslatedText } = await client.send(
      new TranslateTextCommand({ Text: text, SourceLanguageCode: 'de', TargetLanguageCode: target }),
    );
    if (TranslatedText === undefined) throw new Error('no translation');
    return TranslatedText;
  },
};
