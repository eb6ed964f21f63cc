import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../../components/date-field.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import type { MeetingFormErrors, MeetingFormValues } from './meeting-form.model.js';

const t = calendarTexts.dialog;

/** 'Beginn' and 'Ende' of a meeting's dates; the end only for a repeating meeting, not before the start. */
export const MeetingDates = ({ form, errors }: { form: UseFormReturn<MeetingFormValues>; errors: MeetingFormErrors }) => {
  const [repeat, start] = useWatch({ control: form.control, name: ['repeat', 'start'] });
  return (
    <div className="meeting-form__row">
      <Controller
        control={form.control}
        name="start"
        render={({ field }) => (
          <DateField label={t.start} value={field.value} onChange={field.onChange} error={errors.start} testId="meeting-start" />
        )}
      />
      <Controller
        control={form.control}
        name="end"
        render={({ field }) => (
          <DateField
            label={t.end}
            value={field.value}
            onChange={field.onChange}
            min={start || undefined}
            isDisabled={repeat === 'never'}
            error={errors.end}
            testId="meeting-end"
          />
        )}
      />
    </div>
  );
};
