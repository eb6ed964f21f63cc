import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Calendar, CalendarBody } from '@shared/schemas/calendar.schema.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useSaveCalendar } from './calendar.api.js';

/** The form of a calendar and its saving: the name is required and saved trimmed. */
export const useCalendarEdit = (calendar: Calendar | undefined, onClose: (message?: string) => void) => {
  const form = useForm<CalendarBody>({
    defaultValues: calendar
      ? { name: calendar.name, color: calendar.color, groupIds: calendar.groupIds, allTutors: calendar.allTutors }
      : { name: '', color: '#1e88e5', groupIds: [], allTutors: true },
  });
  const save = useSaveCalendar();
  const [failure, setFailure] = useState<string | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setNameMissing(!values.name.trim());
    if (!values.name.trim()) return;
    try {
      await save(calendar?.id, { ...values, name: values.name.trim() });
      onClose(calendarTexts.admin.saved);
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    }
  });
  return { form, submit, failure, nameMissing };
};
