import { Button, Card, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { APP_VERSION } from '@shared/table-design.js';
import { PageHeader } from '../../components/page-header.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { helpTexts } from '../../i18n/help.de.js';
import { useHealth } from './help.api.js';
import './help.css';

const t = helpTexts.system;

/** /test: what support asks for, the app's version and build time and whether the server answers. */
export const SystemPage = () => {
  const { data, error, isValidating, mutate } = useHealth();
  const server = isValidating
    ? t.checking
    : error
      ? `${t.serverFailed} (${errorText(error.code)})`
      : data
        ? t.serverOk(data.version)
        : t.checking;
  return (
    <main className="page page--narrow" data-testid="system-page">
      <PageHeader back="/" title={t.title} />
      <Card variation="outlined">
        <Text marginBottom="medium">{t.intro}</Text>
        <dl className="system-facts">
          <dt>{t.appVersion}</dt>
          <dd data-testid="app-version">{APP_VERSION}</dd>
          <dt>{t.builtAt}</dt>
          <dd data-testid="build-time">{format(parseISO(__BUILD_TIME__), 'dd.MM.yyyy, HH:mm:ss', { locale: de })}</dd>
          <dt>{t.server}</dt>
          <dd>
            <span role="status" data-testid="server-state">
              {server}
            </span>
          </dd>
        </dl>
        <Button size="small" marginTop="medium" onClick={() => void mutate()} isDisabled={isValidating}>
          {t.recheck}
        </Button>
      </Card>
    </main>
  );
};
