import { Alert, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { supportTexts as support } from '../../i18n/support.de.js';
import { TicketForm } from './support-ticket-form.component.js';
import type { SupportTicketFormValues } from './support-ticket-form.schema.js';

/**
 * 'Ein Problem melden' (signed in and signed out): the ticket form, then the result with the
 * confirmation note. Mount it only while open, so closing resets it.
 */
export const SupportTicketDialog = ({ defaults, onClose }: { defaults?: Partial<SupportTicketFormValues>; onClose: () => void }) => {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={support.title}
      testId="support-ticket-dialog"
      actions={sentTo === null ? <></> : undefined}
    >
      {sentTo === null ? (
        <TicketForm defaults={defaults} onSent={setSentTo} onCancel={onClose} />
      ) : (
        <Alert variation="success" data-testid="support-ticket-success">
          <Text as="span" display="block" fontWeight="bold">
            {support.success}
          </Text>
          <Text as="span" display="block">
            {support.confirmation(sentTo)}
          </Text>
        </Alert>
      )}
    </AppDialog>
  );
};
