import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { pollTexts } from '../../i18n/polls.de.js';

/** A yes/no question of the poll pages (publish, delete, discard changes). */
export const ConfirmDialog = ({
  title,
  text,
  confirm,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <AppDialog
    open
    width="confirm"
    onOpenChange={(open) => !open && onClose()}
    title={title}
    description={text}
    testId="poll-confirm"
    actions={
      <>
        <Button onClick={onClose}>{pollTexts.builder.cancel}</Button>
        <Button variation="primary" onClick={onConfirm}>
          {confirm}
        </Button>
      </>
    }
  />
);
