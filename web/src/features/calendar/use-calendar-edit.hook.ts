import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminCalendar, CalendarBody } from '@shared/schemas/calendar.schema.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { loadSchoolCalendar, useSaveCalendar } from './calendar.api.js';

const t = calendarTexts.admin;

/** What the conflict notice names when a field changed meanwhile. */
const calendarFieldLabels: { [K in keyof CalendarBody]?: string } = {
  name: t.name,
  color: t.color,
  allTutors: t.allTutors,
  groupIds: t.groups,
};

const newCalendar: CalendarBody = { name: '', color: '#1e88e5', groupIds: [], allTutors: true };

const valuesOf = (calendar: AdminCalendar): CalendarBody => ({
  name: calendar.name,
  color: calendar.color,
  groupIds: calendar.groupIds,
  allTutors: calendar.allTutors,
});

/**
 * The form of a calendar and its saving: the name is required and saved trimmed. An edit names the revision it
 * started from; saved meanwhile, the form keeps the input and offers the stored state or to overwrite it
 * (docs/decisions/0014-an-edit-names-its-revision.md).
 */
export const useCalendarEdit = (calendar: AdminCalendar | undefined, onClose: (message?: string) => void) => {
  const [initial] = useState(() => (calendar ? valuesOf(calendar) : newCalendar));
  const form = useForm<CalendarBody>({ defaultValues: initial });
  const edit = useRevisedEdit(calendar && { values: initial, revision: calendar.revision }, calendarFieldLabels, async () => {
    const stored = await loadSchoolCalendar(calendar?.id ?? '');
    return { values: valuesOf(stored), revision: stored.revision };
  });
  const save = useSaveCalendar();
  const [failure, setFailure] = useState<string | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const refuse = async (error: unknown) => {
    if (!(await edit.refused(error))) setFailure(errorText(errorCodeOf(error)));
  };
  const submit = form.handleSubmit(async (values) => {
    setNameMissing(!values.name.trim());
    if (!values.name.trim()) return;
    setFailure(null);
    const revision = edit.revision();
    try {
      await save(calendar && revision !== undefined ? { calendarId: calendar.id, revision } : undefined, {
        ...values,
        name: values.name.trim(),
      });
      onClose(t.saved);
    } catch (error) {
      await refuse(error).catch((loading: unknown) => setFailure(errorText(errorCodeOf(loading))));
    }
  });
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () => edit.loadNew((values) => form.reset(values)),
    keepMine: () => {
      edit.keepMine();
      void submit();
    },
  };
  return { form, submit, failure, nameMissing, conflict };
};
