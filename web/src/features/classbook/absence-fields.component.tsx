import { Flex, SelectField, SwitchField } from '@aws-amplify/ui-react';
import { Controller, useWatch } from 'react-hook-form';
import { DateField } from '../../components/date-field.component.js';
import { TimeField } from '../../components/time-field.component.js';
import { absenceTexts as t } from '../../i18n/classbook.de.js';
import { NoticeField } from './notice-field.component.js';
import type { AbsenceFormState } from './use-absence-form.hook.js';

/** The absence's first and last day (a change of one checks both again), all day or its times, reason and notice. */
export const AbsenceFields = ({ state: { form, holeDay, setHoleDay } }: { state: AbsenceFormState }) => {
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
          rules={{ deps: 'end' }}
          render={({ field }) => <DateField label={t.start} value={field.value} onChange={field.onChange} error={errors.start?.message} />}
        />
        <Controller
          control={control}
          name="end"
          rules={{ deps: 'start' }}
          render={({ field }) => <DateField label={t.end} value={field.value} onChange={field.onChange} error={errors.end?.message} />}
        />
      </Flex>
      <SwitchField label={t.holeDay} isChecked={holeDay} onChange={(event) => setHoleDay(event.target.checked)} />
      <Flex gap="small" wrap="wrap">
        <Controller
          control={control}
          name="starttime"
          render={({ field }) => <TimeField label={t.starttime} value={field.value} onChange={field.onChange} isDisabled={holeDay} />}
        />
        <Controller
          control={control}
          name="endtime"
          render={({ field }) => (
            <TimeField
              label={t.endtime}
              value={field.value}
              onChange={field.onChange}
              isDisabled={holeDay}
              error={errors.endtime?.message}
            />
          )}
        />
      </Flex>
      <SelectField label={t.reason} hasError={Boolean(errors.reason)} errorMessage={errors.reason?.message} {...register('reason')}>
        {Object.entries(t.reasons).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <NoticeField label={t.notice} value={notice} error={errors.notice?.message} registration={register('notice')} />
    </>
  );
};
