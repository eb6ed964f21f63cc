import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';

const t = calendarTexts.dialog;

/** 'Termin löschen?' before a meeting is deleted (discarding changes asks DiscardQuestionDialog). */
export const MeetingDeleteDialog = ({ onCancel, onDelete }: { onCancel: () => void; onDelete: () => void }) => (
  <AppDialog
    open
    onOpenChange={(open) => !open && onCancel()}
    title={t.deleteTitle}
    description={t.deleteText}
    width="confirm"
    testId="meeting-confirm"
    actions={
      <>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button
          variation="warning"
          onClick={() => {
            onCancel();
            onDelete();
          }}
          data-testid="meeting-confirm-ok"
        >
          {t.delete}
        </Button>
      </>
    }
  />
);
