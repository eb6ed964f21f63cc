import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState, type ChangeEvent } from 'react';
import { FileInput } from '../../components/file-input.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { schoolSettingsTexts as t } from '../../i18n/schools.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { logoFileProblem, useSchoolSettingsActions } from './schools.api.js';

/** The school logo: the current one (or none), upload of a PNG or SVG file, removal. */
export const LogoSection = ({ logoUrl }: { logoUrl?: string }) => {
  const { uploadLogo, removeLogo } = useSchoolSettingsActions();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const problem = file ? logoFileProblem(file) : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setOutcome(null);
  };
  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
      setFile(null);
      setOutcome({ ok: true, text: done });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="school-settings__section" aria-labelledby="school-logo-heading">
      <Heading level={2} fontSize="large" id="school-logo-heading">
        {t.logo}
      </Heading>
      <Flex alignItems="center" gap="medium" wrap="wrap">
        {logoUrl ? (
          <img className="school-settings__logo" src={logoUrl} alt={t.logoAlt} data-testid="settings-logo" />
        ) : (
          <Text>{t.noLogo}</Text>
        )}
        {logoUrl && (
          <Button size="small" isDisabled={busy} onClick={() => void run(removeLogo, t.logoRemoved)}>
            {t.removeLogo}
          </Button>
        )}
      </Flex>
      <Text variation="secondary">{t.logoHint}</Text>
      <Flex alignItems="center" gap="small" wrap="wrap">
        <FileInput
          id="school-logo-file"
          accept="image/png,image/svg+xml"
          aria-label={t.logoFile}
          onChange={choose}
          key={logoUrl ?? 'none'}
        />
        <Button
          size="small"
          variation="primary"
          isDisabled={!file || Boolean(problem)}
          isLoading={busy}
          loadingText={t.uploading}
          onClick={() => file && void run(() => uploadLogo(file), t.logoSaved)}
        >
          {t.uploadLogo}
        </Button>
      </Flex>
      {problem && (
        <Text variation="error" role="alert">
          {problem === 'type' ? t.logoWrongType : t.logoTooLarge}
        </Text>
      )}
      <OutcomeAlert outcome={outcome} />
    </section>
  );
};
