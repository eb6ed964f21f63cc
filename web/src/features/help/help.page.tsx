import { Badge, Card, Flex, Heading } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { APP_VERSION } from '@shared/table-design.js';
import { LoadState } from '../../components/load-state.component.js';
import { MarkdownText } from '../../components/markdown-text.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { helpTexts as t } from '../../i18n/help.de.js';
import { loadAllReleaseNotes, type ReleaseNotes } from './release-notes.model.js';
import './help.css';

/** /help: 'Was ist neu?' with a card per section of the current and the earlier versions' notes. */
export const HelpPage = () => {
  // The notes ship with the build: no request, only their chunks to load.
  const [data, setData] = useState<ReleaseNotes[]>();
  const [error, setError] = useState<{ code: null }>();
  useEffect(() => {
    let active = true;
    loadAllReleaseNotes().then(
      (notes) => active && setData(notes),
      () => active && setError({ code: null }),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <main className="page page--narrow help-page" data-testid="help-page">
      <PageHeader back="/" title={t.title} />
      <Heading level={2} fontSize="large" className="help-page__heading">
        {t.whatsNew}
      </Heading>
      <LoadState data={data} error={error} look="page">
        {(notes) =>
          notes.map(({ version, sections }) => (
            <section key={version} aria-labelledby={`release-${version}`} className="help-page__release" data-testid="release-notes">
              <Flex alignItems="center" gap="small">
                <Heading level={3} fontSize="medium" fontWeight="bold" id={`release-${version}`}>
                  {t.version(version)}
                </Heading>
                {version === APP_VERSION && <Badge variation="info">{t.current}</Badge>}
              </Flex>
              {sections.map((section) => (
                <Card key={section.title} variation="outlined" className="help-page__card">
                  <Heading level={4} fontSize="medium" fontWeight="bold">
                    {section.title}
                  </Heading>
                  <MarkdownText text={section.body} className="help-page__body" testId="release-note" />
                </Card>
              ))}
            </section>
          ))
        }
      </LoadState>
    </main>
  );
};
