import { Alert, Button } from '@aws-amplify/ui-react';
import type { Calendar } from '../../../../shared/schemas/calendar.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { CalendarFields } from './calendar-fields.component.js';
import { useCalendarEdit } from './use-calendar-edit.hook.js';

const t = calendarTexts.admin;

interface CalendarEditDialogProps {
  calendar?: Calendar;
  groups: readonly { id: string; displayName: string }[];
  onClose: (message?: string) => void;
}

/** 'Kalender bearbeiten': name, colour, the classes and courses whose students see it, and whether every tutor uses it. */
export const CalendarEditDialog = ({ calendar, groups, onClose }: CalendarEditDialogProps) => {
  const { form, submit, failure, nameMissing } = useCalendarEdit(calendar, onClose);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.dialogTitle}
      width="edit"
      className="app-dialog--fullscreen-small"
      testId="calendar-admin-dialog"
      actions={
        <>
          <Button onClick={() => onClose()}>{t.cancel}</Button>
          <Button
            variation="primary"
            isLoading={form.formState.isSubmitting}
            onClick={() => void submit()}
            data-testid="calendar-admin-save"
          >
            {t.save}
          </Button>
        </>
      }
    >
      <form className="calendar-admin__form" onSubmit={(event) => void submit(event)} noValidate>
        <CalendarFields form={form} groups={groups} nameMissing={nameMissing} />
      </form>
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
    </AppDialog>
  );
};
