import { Alert } from '@aws-amplify/ui-react';
import { offlineTexts as t } from '../i18n/offline.de.js';

/** Above a page shown offline: the time its data came from the server, and what needs the network. */
export const OfflineNotice = ({ since }: { since: Date | undefined }) =>
  since && (
    <Alert variation="warning" role="status" heading={t.since(since)} data-testid="offline-notice">
      {t.hint}
    </Alert>
  );
