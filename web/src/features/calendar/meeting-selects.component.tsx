import { SelectField } from '@aws-amplify/ui-react';
import type { UseFormReturn } from 'react-hook-form';
import { meetingPickerTimes } from '@shared/schemas/calendar.schema.js';
import type { MeetingFormValues } from './meeting-form.model.js';

/** A list to pick several of (rooms, tutors, groups): a native multiple select, keyboard and screen reader friendly. */
export const MultiSelect = ({
  form,
  name,
  label,
  items,
}: {
  form: UseFormReturn<MeetingFormValues>;
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
export const TimeSelect = ({
  form,
  name,
  label,
  error,
}: {
  form: UseFormReturn<MeetingFormValues>;
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
