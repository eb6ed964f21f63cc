import { Flex } from '@aws-amplify/ui-react';
import { Controller, useWatch } from 'react-hook-form';
import { SICK_NOTE_LEAD_DAYS, SICK_NOTE_MAX_DAYS } from '@shared/schemas/classbook.schema.js';
import { addDays } from '@shared/week.js';
import { DateField } from '../../components/date-field.component.js';
import { sickNoteTexts as t } from '../../i18n/classbook.de.js';
import { NoticeField } from './notice-field.component.js';
import type { SickNoteFormState } from './use-sick-note-form.hook.js';

/** The first and last sick day, within the days a sick note may cover, and an optional note. */
export const SickNoteFields = ({ state: { form, today } }: { state: SickNoteFormState }) => {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const notice = useWatch({ control, name: 'notice' });
  return (
    <>
      <Flex gap="small" wrap="wrap">
        <Controller
          control={control}
          name="start"
          render={({ field }) => (
            <DateField
              label={t.start}
              value={field.value}
              onChange={field.onChange}
              min={today}
              max={addDays(today, SICK_NOTE_LEAD_DAYS)}
              error={errors.start?.message}
              testId="sick-note-start"
            />
          )}
        />
        <Controller
          control={control}
          name="end"
          render={({ field }) => (
            <DateField
              label={t.end}
              value={field.value}
              onChange={field.onChange}
              min={today}
              max={addDays(today, SICK_NOTE_LEAD_DAYS + SICK_NOTE_MAX_DAYS - 1)}
              error={errors.end?.message}
              testId="sick-note-end"
            />
          )}
        />
      </Flex>
      <NoticeField label={t.notice} value={notice} error={errors.notice?.message} registration={register('notice')} />
    </>
  );
};
