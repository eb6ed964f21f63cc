import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { codeExportAudiences, type CodeExportAudience, type CodeExportFormat } from '@shared/schemas/code-export.schema.js';
import { AdminCard } from '../../components/admin-card.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { codeExportTexts as texts } from '../../i18n/codes.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { CodeCardTemplateDialog } from './code-card-template.dialog.js';
import { createCodeExport } from './codes.api.js';
import './code-export.css';

/** The presigned S3 link answers with Content-Disposition: attachment, so the page stays. */
const startDownload = (url: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/** Admin-area card 'Aktivierungscodes exportieren': CSV and code cards per audience, and the cards' template. */
export const CodeExportCards = () => {
  const [running, setRunning] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [templateOpen, setTemplateOpen] = useState(false);

  const exportCodes = async (audience: CodeExportAudience, format: CodeExportFormat) => {
    setRunning(`${audience}-${format}`);
    setOutcome(null);
    try {
      const file = await createCodeExport(audience, format);
      startDownload(file.url);
      setOutcome({ ok: true, text: texts.downloaded(file.count, file.fileName) });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    } finally {
      setRunning(null);
    }
  };

  return (
    <AdminCard title={texts.title} description={texts.description}>
      <Flex direction="column" gap="small" width="100%" data-testid="code-export">
        {codeExportAudiences.map((audience) => (
          <Flex key={audience} role="group" aria-label={texts.audiences[audience]} className="code-export__row">
            <Text fontWeight="bold">{texts.audiences[audience]}</Text>
            <Flex gap="xs" wrap="wrap">
              {(['csv', 'pdf'] as const).map((format) => (
                <Button
                  key={format}
                  size="small"
                  isLoading={running === `${audience}-${format}`}
                  isDisabled={running !== null}
                  onClick={() => void exportCodes(audience, format)}
                >
                  {texts[format]}
                </Button>
              ))}
            </Flex>
          </Flex>
        ))}
        <Text fontSize="small" color="font.secondary">
          {texts.importDelay}
        </Text>
        <OutcomeAlert outcome={outcome} />
        <Button alignSelf="flex-start" variation="link" onClick={() => setTemplateOpen(true)}>
          {texts.template.open}
        </Button>
      </Flex>
      {templateOpen && <CodeCardTemplateDialog onClose={() => setTemplateOpen(false)} />}
    </AdminCard>
  );
};
