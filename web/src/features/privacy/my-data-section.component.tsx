import { Alert, Button, Divider, Flex, Text } from '@aws-amplify/ui-react';
import { errorText } from '../../i18n/errors.de.js';
import { privacyTexts as privacy } from '../../i18n/privacy.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useBusyAction } from '../../lib/use-busy-action.hook.js';
import { exportFileName, exportMyData, saveExport } from './privacy.api.js';

/** 'Meine Daten' in Einstellungen: downloads everything stored about the person as one JSON file (DSGVO Art. 15). */
export const MyDataSection = () => {
  const { busy, failure, run } = useBusyAction((error) => errorText(errorCodeOf(error)));
  const download = () =>
    run(async () => {
      const data = await exportMyData();
      saveExport(data, exportFileName(privacy.fileName, data));
    });
  return (
    <section aria-labelledby="my-data-heading" data-testid="my-data-section">
      <Flex direction="column" gap="small">
        <Divider />
        <Text as="h3" id="my-data-heading" fontWeight="bold">
          {privacy.heading}
        </Text>
        <Text>{privacy.intro}</Text>
        <Button onClick={() => void download()} isLoading={busy} loadingText={privacy.downloading} alignSelf="flex-end">
          {privacy.download}
        </Button>
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
      </Flex>
    </section>
  );
};
