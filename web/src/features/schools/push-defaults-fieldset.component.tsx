import { CheckboxField, SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useWatch, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import { fromMinutes, PUSH_SLIDER } from '@shared/push-settings.js';
import { pushRoles } from '@shared/schemas/school-settings.schema.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { settingsTexts } from '../../i18n/account.de.js';
import { schoolSettingsTexts as t } from '../../i18n/schools.de.js';
import type { SchoolSettingsValues } from './school-settings-form.model.js';

/** Every time the push slider offers: 05:00 to 23:30 in 30-minute steps. */
const times = Array.from({ length: (PUSH_SLIDER.max - PUSH_SLIDER.min) / PUSH_SLIDER.step + 1 }, (_, index) =>
  fromMinutes(PUSH_SLIDER.min + index * PUSH_SLIDER.step),
);

const TimeSelect = ({ label, field }: { label: string; field: ReturnType<UseFormRegister<SchoolSettingsValues>> }) => (
  <SelectField label={label} labelHidden size="small" {...field}>
    {times.map((time) => (
      <option key={time} value={time}>
        {time}
      </option>
    ))}
  </SelectField>
);

/** The school's push window per weekday for one role at a time (Schüler, Lehrkräfte, Eltern). */
export const PushDefaultsFieldset = ({ form }: { form: UseFormReturn<SchoolSettingsValues> }) => {
  const [role, setRole] = useState<(typeof pushRoles)[number]>('student');
  const days = useWatch({ control: form.control, name: `pushSettings.${role}` });
  const { register, formState } = form;
  const weekdays = settingsTexts.weekdays;
  // On a phone the row names the weekday short ('Mo'), so the table fits 375 px; the controls keep the full name.
  const wide = useWideLayout();
  return (
    <fieldset className="school-settings__push">
      <legend>{t.push}</legend>
      <Text variation="secondary">{t.pushHint}</Text>
      <SelectField label={t.pushRole} value={role} onChange={(event) => setRole(event.target.value as typeof role)} data-testid="push-role">
        {pushRoles.map((option) => (
          <option key={option} value={option}>
            {t.pushRoles[option]}
          </option>
        ))}
      </SelectField>
      <table className="school-settings__push-table">
        <thead>
          <tr>
            <th scope="col">{t.weekday}</th>
            <th scope="col">{t.starttime}</th>
            <th scope="col">{t.endtime}</th>
            <th scope="col" className="school-settings__push-off">
              {t.allowToDisable}
            </th>
          </tr>
        </thead>
        <tbody>
          {weekdays.map((day, index) => {
            const error = formState.errors.pushSettings?.[role]?.[index];
            return (
              <tr key={`${role}-${day}`}>
                <th scope="row">{wide ? day : <abbr title={day}>{day.slice(0, 2)}</abbr>}</th>
                <td>
                  <TimeSelect label={t.startLabel(day)} field={register(`pushSettings.${role}.${index}.starttime`)} />
                </td>
                <td>
                  <TimeSelect label={t.endLabel(day)} field={register(`pushSettings.${role}.${index}.endtime`)} />
                  {error && (
                    <Text variation="error" fontSize="small">
                      {t.pushInvalid}
                    </Text>
                  )}
                </td>
                <td>
                  <CheckboxField
                    label={t.allowToDisableLabel(day)}
                    labelHidden
                    checked={days[index]?.allowToDisable ?? false}
                    {...register(`pushSettings.${role}.${index}.allowToDisable`)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
};
