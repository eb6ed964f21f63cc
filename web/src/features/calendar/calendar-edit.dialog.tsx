import type { AdminCalendar } from '@shared/schemas/calendar.schema.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { EditDialog } from '../../components/edit.dialog.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { CalendarFields } from './calendar-fields.component.js';
import { useCalendarEdit } from './use-calendar-edit.hook.js';
import './calendar.css';

const t = calendarTexts.admin;

interface CalendarEditDialogProps {
  calendar?: AdminCalendar;
  groups: readonly { id: string; displayName: string }[];
  onClose: (message?: string) => void;
}

/**
 * 'Kalender bearbeiten': name, colour, the classes and courses whose students see it, and whether every tutor uses
 * it. A calendar saved meanwhile keeps the input and offers its new state.
 */
export const CalendarEditDialog = ({ calendar, groups, onClose }: CalendarEditDialogProps) => {
  const { form, submit, failure, nameMissing, conflict } = useCalendarEdit(calendar, onClose);
  const saving = form.formState.isSubmitting;
  return (
    <EditDialog
      title={t.dialogTitle}
      testId="calendar-admin-dialog"
      saveTestId="calendar-admin-save"
      cancel={t.cancel}
      save={t.save}
      saving={saving}
      onSave={() => void submit()}
      onClose={() => onClose()}
      failure={failure}
    >
      <form className="calendar-admin__form" onSubmit={(event) => void submit(event)} noValidate>
        <CalendarFields form={form} groups={groups} nameMissing={nameMissing} />
      </form>
      {conflict && (
        <EditConflictAlert
          savedMeanwhile={t.savedMeanwhile}
          changed={conflict.changed}
          busy={saving}
          onLoadNew={conflict.loadNew}
          onKeepMine={conflict.keepMine}
        />
      )}
    </EditDialog>
  );
};
