import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { editConflictTexts as t } from '../i18n/components.de.js';

interface EditConflictAlertProps {
  /** Which item was saved meanwhile, e.g. 'Dieser Pin wurde gespeichert, während du ihn bearbeitet hast.' */
  savedMeanwhile: string;
  changed: string[];
  busy: boolean;
  onLoadNew: () => void;
  onKeepMine: () => void;
}

/** Under an edit dialog's form: the item was saved meanwhile, what changed, and the two ways on. */
export const EditConflictAlert = ({ savedMeanwhile, changed, busy, onLoadNew, onKeepMine }: EditConflictAlertProps) => (
  <Alert variation="warning" role="alert" data-testid="edit-conflict">
    <Text as="span">{[savedMeanwhile, t.changed(changed), t.kept].filter(Boolean).join(' ')}</Text>
    <Flex gap="xs" wrap="wrap" marginTop="xs">
      <Button size="small" onClick={onLoadNew} isDisabled={busy}>
        {t.loadNew}
      </Button>
      <Button size="small" variation="primary" onClick={onKeepMine} isLoading={busy}>
        {t.keepMine}
      </Button>
    </Flex>
  </Alert>
);
