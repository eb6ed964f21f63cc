import { CheckboxField, Flex, SelectField } from '@aws-amplify/ui-react';
import type { UserPushDay } from '@shared/push-settings.js';
import type { PushSettings } from '@shared/schemas/account.schema.js';
import { settingsTexts as settings } from '../../i18n/account.de.js';
import { pushTimeOptions, type PushDayErrors } from './push-settings-form.model.js';

interface PushDayFieldsetProps {
  day: PushSettings['days'][number];
  /** The weekday's name, e.g. 'Montag'. */
  name: string | undefined;
  own: UserPushDay;
  errors: PushDayErrors;
  onChange: (patch: Partial<UserPushDay>) => void;
}

/** One weekday: push from and until, and 'Keine Benachrichtigungen' where the school allows it. */
export const PushDayFieldset = ({ day, name, own, errors, onChange }: PushDayFieldsetProps) => (
  <fieldset className="push-day" data-testid={`push-day-${day.weekday}`}>
    <legend className="push-day__name">{name}</legend>
    <Flex gap="small" wrap="wrap" alignItems="flex-start">
      {(['starttime', 'endtime'] as const).map((field) => (
        <SelectField
          key={field}
          label={field === 'starttime' ? settings.start : settings.end}
          size="small"
          value={own[field]}
          isDisabled={own.disabled}
          hasError={Boolean(errors[field])}
          errorMessage={errors[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          flex="1 1 8rem"
        >
          {pushTimeOptions.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
      ))}
    </Flex>
    {day.school.allowToDisable && (
      <CheckboxField
        name={`disabled-${day.weekday}`}
        label={settings.disabled}
        size="small"
        checked={own.disabled}
        onChange={(event) => onChange({ disabled: event.target.checked })}
      />
    )}
  </fieldset>
);
