import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';

const t = calendarTexts.dialog;

interface MeetingConfirmDialogProps {
  /** What is asked: deleting the meeting or discarding the changes; null while nothing is asked. */
  confirm: 'delete' | 'discard' | null;
  onCancel: () => void;
  onDelete: () => void;
  onDiscard: () => void;
}

/** The question before a meeting is deleted or its changes are discarded. */
export const MeetingConfirmDialog = ({ confirm, onCancel, onDelete, onDiscard }: MeetingConfirmDialogProps) => (
  <AppDialog
    open={confirm !== null}
    onOpenChange={(open) => !open && onCancel()}
    title={confirm === 'delete' ? t.deleteTitle : t.discardTitle}
    description={confirm === 'delete' ? t.deleteText : t.discardText}
    width="confirm"
    testId="meeting-confirm"
    actions={
      <>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button
          variation="warning"
          onClick={() => {
            onCancel();
            if (confirm === 'delete') onDelete();
            else onDiscard();
          }}
          data-testid="meeting-confirm-ok"
        >
          {confirm === 'delete' ? t.delete : t.discard}
        </Button>
      </>
    }
  />
);
