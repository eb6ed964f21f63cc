import { CheckboxField } from '@aws-amplify/ui-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { MeetingOptions } from '@shared/schemas/calendar.schema.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import type { MeetingFormValues } from './meeting-form.model.js';

const t = calendarTexts.dialog;

interface MeetingCalendarChoiceProps {
  form: UseFormReturn<MeetingFormValues>;
  calendars: MeetingOptions['calendars'];
  error?: string;
}

/** 'Kalender': the calendars the meeting is put into, one box each. */
export const MeetingCalendarChoice = ({ form, calendars, error }: MeetingCalendarChoiceProps) => {
  const chosen = useWatch({ control: form.control, name: 'calendarIds' });
  return (
    <fieldset className="meeting-form__calendars" aria-invalid={Boolean(error)}>
      <legend>{t.calendars}</legend>
      {calendars.map((calendar) => (
        <CheckboxField
          key={calendar.id}
          label={calendar.name}
          value={calendar.id}
          checked={chosen.includes(calendar.id)}
          {...form.register('calendarIds')}
        />
      ))}
      {error && <p className="meeting-form__error">{error}</p>}
    </fieldset>
  );
};
