import { CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { meetingPickerTimes, meetingRepeats, type MeetingOptions } from '../../../../shared/schemas/calendar.schema.js';
import { DateField } from '../../components/date-field.component.js';
import { MarkdownEditor } from '../../components/markdown-editor.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import type { MeetingFormValues } from './meeting-form.js';

const t = calendarTexts.dialog;
type Errors = Partial<Record<keyof MeetingFormValues, string>>;
interface FieldsProps {
  form: UseFormReturn<MeetingFormValues>;
  options: MeetingOptions;
  errors: Errors;
}

/** A list to pick several of (rooms, tutors, groups): a native multiple select, keyboard and screen reader friendly. */
const MultiSelect = ({
  form,
  name,
  label,
  items,
}: {
  form: FieldsProps['form'];
  name: 'roomIds' | 'tutorUids' | 'tutorGroupIds';
  label: string;
  items: { id: string; label: string }[];
}) => (
  <label className="meeting-form__multi">
    <span>{label}</span>
    <select multiple size={Math.min(4, Math.max(2, items.length))} {...form.register(name)} data-testid={`meeting-${name}`}>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.label}
        </option>
      ))}
    </select>
  </label>
);

/** The picker's times: 06–20, 22, 23 and 00 in 5-minute steps (spec §5). */
const TimeSelect = ({
  form,
  name,
  label,
  error,
}: {
  form: FieldsProps['form'];
  name: 'starttime' | 'endtime';
  label: string;
  error?: string;
}) => (
  <SelectField label={label} {...form.register(name)} hasError={Boolean(error)} errorMessage={error} data-testid={`meeting-${name}`}>
    <option value="" />
    {meetingPickerTimes.map((time) => (
      <option key={time} value={time}>
        {time}
      </option>
    ))}
  </SelectField>
);

/** Calendars, title, description, when and how often, rooms, tutors and tutor groups. */
export const MeetingFields = ({ form, options, errors }: FieldsProps) => {
  const { register, watch, setValue } = form;
  const repeat = watch('repeat');
  const chosen = watch('calendarIds');
  return (
    <div className="meeting-form__fields">
      <fieldset className="meeting-form__calendars" aria-invalid={Boolean(errors.calendarIds)}>
        <legend>{t.calendars}</legend>
        {options.calendars.map((calendar) => (
          <CheckboxField
            key={calendar.id}
            label={calendar.name}
            value={calendar.id}
            checked={chosen.includes(calendar.id)}
            {...register('calendarIds')}
          />
        ))}
        {errors.calendarIds && <p className="meeting-form__error">{errors.calendarIds}</p>}
      </fieldset>
      <TextField
        label={t.name}
        {...register('name')}
        hasError={Boolean(errors.name)}
        errorMessage={errors.name}
        data-testid="meeting-name"
      />
      <MarkdownEditor
        label={t.description}
        hint={t.descriptionHint}
        rows={4}
        field={register('description')}
        value={watch('description')}
        onValue={(description) => setValue('description', description, { shouldDirty: true })}
        testId="meeting-description"
      />
      <SelectField label={t.repeat} {...register('repeat')} data-testid="meeting-repeat">
        {meetingRepeats.map((value) => (
          <option key={value} value={value}>
            {calendarTexts.repeats[value]}
          </option>
        ))}
      </SelectField>
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
              min={watch('start') || undefined}
              isDisabled={repeat === 'never'}
              error={errors.end}
              testId="meeting-end"
            />
          )}
        />
      </div>
      <div className="meeting-form__row">
        <TimeSelect form={form} name="starttime" label={t.starttime} error={errors.starttime} />
        <TimeSelect form={form} name="endtime" label={t.endtime} error={errors.endtime} />
      </div>
      <CheckboxField label={t.includeVacations} checked={watch('includeVacations')} {...register('includeVacations')} />
      <CheckboxField label={t.onBoard} checked={watch('onBoard')} {...register('onBoard')} />
      <MultiSelect form={form} name="roomIds" label={t.rooms} items={options.rooms.map((room) => ({ id: room.id, label: room.name }))} />
      <MultiSelect
        form={form}
        name="tutorUids"
        label={t.tutors}
        items={options.tutors.map((tutor) => ({ id: tutor.uid, label: tutor.short }))}
      />
      <MultiSelect
        form={form}
        name="tutorGroupIds"
        label={t.tutorGroups}
        items={options.groups.map((group) => ({ id: group.id, label: group.displayName }))}
      />
    </div>
  );
};
