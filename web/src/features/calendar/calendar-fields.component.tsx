import { CheckboxField, TextField } from '@aws-amplify/ui-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CalendarBody } from '@shared/schemas/calendar.schema.js';
import { calendarTexts } from '../../i18n/calendar.de.js';

const t = calendarTexts.admin;

interface CalendarFieldsProps {
  form: UseFormReturn<CalendarBody>;
  groups: readonly { id: string; displayName: string }[];
  nameMissing: boolean;
}

/** Name, colour, whether every tutor uses the calendar, and the classes and courses whose students see it. */
export const CalendarFields = ({ form, groups, nameMissing }: CalendarFieldsProps) => {
  const [groupIds, allTutors] = useWatch({ control: form.control, name: ['groupIds', 'allTutors'] });
  const chosen = new Set(groupIds);
  return (
    <>
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
    </>
  );
};
