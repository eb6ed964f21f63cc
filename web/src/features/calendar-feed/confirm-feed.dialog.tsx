import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { calendarFeedTexts as calendarFeed } from '../../i18n/calendar-feed.de.js';

/** Asks before the current link stops working ('Neuen Link erzeugen', 'Link löschen'). */
export const ConfirmFeedDialog = ({
  action,
  onCancel,
  onConfirm,
}: {
  action: 'rotate' | 'remove';
  onCancel: () => void;
  onConfirm: () => void;
}) => (
  <AppDialog
    open
    onOpenChange={(open) => !open && onCancel()}
    title={action === 'rotate' ? calendarFeed.rotateTitle : calendarFeed.removeTitle}
    description={<p>{action === 'rotate' ? calendarFeed.rotateText : calendarFeed.removeText}</p>}
    width="confirm"
    testId="calendar-feed-confirm-dialog"
    actions={
      <>
        <Button onClick={onCancel}>{calendarFeed.cancel}</Button>
        <Button variation="primary" onClick={onConfirm}>
          {action === 'rotate' ? calendarFeed.rotate : calendarFeed.remove}
        </Button>
      </>
    }
  />
);
