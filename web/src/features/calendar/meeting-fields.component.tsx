import { CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import type { UseFormReturn } from 'react-hook-form';
import { meetingRepeats, type MeetingOptions } from '@shared/schemas/calendar.schema.js';
import { MarkdownEditor } from '../../components/markdown-editor.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { MeetingCalendarChoice } from './meeting-calendar-choice.component.js';
import { MeetingDates } from './meeting-dates.component.js';
import type { MeetingFormErrors, MeetingFormValues } from './meeting-form.model.js';
import { MultiSelect, TimeSelect } from './meeting-selects.component.js';

const t = calendarTexts.dialog;
interface FieldsProps {
  form: UseFormReturn<MeetingFormValues>;
  options: MeetingOptions;
  errors: MeetingFormErrors;
}

/** Calendars, title, description, when and how often, rooms, tutors and tutor groups. */
export const MeetingFields = ({ form, options, errors }: FieldsProps) => {
  const { register, watch, setValue } = form;
  return (
    <div className="meeting-form__fields">
      <MeetingCalendarChoice form={form} calendars={options.calendars} error={errors.calendarIds} />
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
        error={errors.description}
        testId="meeting-description"
      />
      <SelectField label={t.repeat} {...register('repeat')} data-testid="meeting-repeat">
        {meetingRepeats.map((value) => (
          <option key={value} value={value}>
            {calendarTexts.repeats[value]}
          </option>
        ))}
      </SelectField>
      <MeetingDates form={form} errors={errors} />
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
