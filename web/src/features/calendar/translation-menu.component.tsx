import { Alert, Loader, SelectField } from '@aws-amplify/ui-react';
import { useId, useState, type ReactNode } from 'react';
import { textDirection, translationLanguages, type TranslationLanguage } from '@shared/schemas/translation.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { translationTexts as t } from '../../i18n/translation.de.js';
import { useTranslation } from './calendar.api.js';

const languages = Object.entries(translationLanguages) as [TranslationLanguage, string][];

/** Original plus the 32 languages (the spec's 33 entries); choosing Original shows the text as written. */
export const TranslationMenu = ({
  value,
  onChange,
}: {
  value: TranslationLanguage | null;
  onChange: (language: TranslationLanguage | null) => void;
}) => (
  <SelectField
    label={t.language}
    size="small"
    className="translation-menu"
    value={value ?? ''}
    onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as TranslationLanguage))}
    data-testid="translation-menu"
  >
    <option value="">{t.original}</option>
    {languages.map(([code, name]) => (
      <option key={code} value={code}>
        {name}
      </option>
    ))}
  </SelectField>
);

/**
 * A text people read with the translation menu above it (meeting descriptions; pins and
 * notifications can use it the same way): the chosen language's translation, fetched once per
 * text and language (the server caches too), 'Übersetzung fehlgeschlagen' when it fails; a
 * right-to-left language is laid out right to left.
 */
export const TranslatableText = ({ text, children }: { text: string; children: (shown: string) => ReactNode }) => {
  const [language, setLanguage] = useState<TranslationLanguage | null>(null);
  const id = useId();
  const { data, error, isLoading } = useTranslation(text, language);
  const translated = language && data?.target === language ? { language, text: data.text } : null;
  // Arabic, Persian, Pashto and Urdu read right to left: the direction goes with the language shown.
  const shownLanguage = translated?.language ?? 'de';
  return (
    <div className="translatable" aria-describedby={id}>
      <TranslationMenu value={language} onChange={setLanguage} />
      {isLoading && <Loader ariaLabel={t.translating} />}
      {language && error && (
        <Alert variation="error" role="alert" data-testid="translation-error">
          {errorText(error.code)}
        </Alert>
      )}
      <div id={id} lang={shownLanguage} dir={textDirection(shownLanguage)} data-testid="translatable-text">
        {children(translated?.text ?? text)}
      </div>
    </div>
  );
};
