/** The X-Amz-Target of Amazon Translate's TranslateText (JSON 1.1 protocol). */
export const TRANSLATE_TEXT_TARGET = 'AWSShineFrontendService_20170701.TranslateText';

/** A text containing this marker makes the stand-in fail, as the service would: for the 'Übersetzung fehlgeschlagen' path. */
export const FAILING_TRANSLATION_MARKER = '[[Übersetzung scheitert]]';

/**
 * The local stand-in for TranslateText: no real translation, the text marked plainly as a stand-in
 * with source and target language, so the same SDK call, cache and UI run without a cloud.
 */
export const standInTranslation = (body: string): { status: number; payload: unknown } => {
  const input = JSON.parse(body) as { Text?: string; SourceLanguageCode?: string; TargetLanguageCode?: string };
  const text = input.Text ?? '';
  if (text.includes(FAILING_TRANSLATION_MARKER))
    return { status: 503, payload: { __type: 'ServiceUnavailableException', message: 'stand-in failure' } };
  const source = input.SourceLanguageCode ?? 'de';
  const target = input.TargetLanguageCode ?? 'en';
  return {
    status: 200,
    payload: {
      TranslatedText: `[Platzhalter-Übersetzung ${source}→${target}] ${text}`,
      SourceLanguageCode: source,
      TargetLanguageCode: target,
    },
  };
};
