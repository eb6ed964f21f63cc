import { Alert, Button, CheckboxField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Calendar, CalendarBody } from '../../../../shared/schemas/calendar.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useSaveCalendar } from './calendars-admin.api.js';

const t = calendarTexts.admin;

interface CalendarEditDialogProps {
  calendar?: Calendar;
  groups: readonly { id: string; displayName: string }[];
  onClose: (message?: string) => void;
}

/** 'Kalender bearbeiten': name, colour, the classes and courses whose students see it, and whether every tutor uses it. */
export const CalendarEditDialog = ({ calendar, groups, onClose }: CalendarEditDialogProps) => {
  const form = useForm<CalendarBody>({
    defaultValues: calendar
      ? { name: calendar.name, color: calendar.color, groupIds: calendar.groupIds, allTutors: calendar.allTutors }
      : { name: '', color: '#1e88e5', groupIds: [], allTutors: true },
  });
  const save = useSaveCalendar();
  const [failure, setFailure] = useState<string | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const [groupIds, allTutors] = useWatch({ control: form.control, name: ['groupIds', 'allTutors'] });
  const chosen = new Set(groupIds);
  const submit = form.handleSubmit(async (values) => {
    setNameMissing(!values.name.trim());
    if (!values.name.trim()) return;
    try {
      await save(calendar?.id, { ...values, name: values.name.trim() });
      onClose(t.saved);
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    }
  });
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
        <TextField label={t.name} {...form.register('name')} hasError={nameMissing} errorMessage={t.nameRequired} />
        <TextField label={t.color} type="color" {...form.register('color')} />
        <CheckboxField label={t.allTutors} checked={allTutors} {...form.register('allTutors')} />
        <fieldset className="calendar-admin__groups">
          <legend>{t.groups}</legend>
          {groups.map((group) => (
            <CheckboxField
              key={group.id}
              label={group.displayName}
              name={`group-${group.id}`}
              value={group.id}
              checked={chosen.has(group.id)}
              onChange={() =>
                form.setValue('groupIds', chosen.has(group.id) ? [...chosen].filter((id) => id !== group.id) : [...chosen, group.id], {
                  shouldDirty: true,
                })
              }
            />
          ))}
        </fieldset>
      </form>
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
    </AppDialog>
  );
};
