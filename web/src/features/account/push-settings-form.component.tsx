import { Button, Flex, SwitchField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { onWeekday, type UserPushDay } from '@shared/push-settings.js';
import type { PushSettings } from '@shared/schemas/account.schema.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { settingsTexts as settings } from '../../i18n/account.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { updatePushSettings } from './account.api.js';
import { PushDayFieldset } from './push-day-fieldset.component.js';
import { pushDayErrors } from './push-settings-form.model.js';
import './account.css';

/** Push times per weekday inside the school's window; a day may be switched off where the school allows it. */
export const PushSettingsForm = ({ initial, onSaved }: { initial: PushSettings; onSaved: (saved: PushSettings) => void }) => {
  const [days, setDays] = useState<UserPushDay[]>(
    initial.days.map(({ starttime, endtime, disabled }) => ({ starttime, endtime, disabled })),
  );
  const [lessonChangeAlerts, setLessonChangeAlerts] = useState(initial.lessonChangeAlerts);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const rows = initial.days.map((day, index) => {
    const own = onWeekday(days, index);
    return { day, own, errors: own.disabled ? {} : pushDayErrors(day, own) };
  });
  const invalid = rows.some(({ errors }) => (errors.starttime ?? errors.endtime) !== undefined);

  const change = (index: number, patch: Partial<UserPushDay>) => {
    setOutcome(null);
    setDays(days.map((day, position) => (position === index ? { ...day, ...patch } : day)));
  };
  const save = async () => {
    setSaving(true);
    try {
      onSaved(await updatePushSettings(days, lessonChangeAlerts));
      setOutcome({ ok: true, text: settings.saved });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) void save();
      }}
      data-testid="push-settings-form"
    >
      <Flex direction="column" gap="small">
        <Text>{settings.pushIntro}</Text>
        {rows.map(({ day, own, errors }, index) => (
          <PushDayFieldset
            key={day.weekday}
            day={day}
            name={settings.weekdays[index]}
            own={own}
            errors={errors}
            onChange={(patch) => change(index, patch)}
          />
        ))}
        <SwitchField
          name="lessonChangeAlerts"
          label={settings.lessonChangeAlerts}
          isChecked={lessonChangeAlerts}
          onChange={(event) => {
            setOutcome(null);
            setLessonChangeAlerts(event.target.checked);
          }}
        />
        <OutcomeAlert outcome={outcome} />
        <Button type="submit" variation="primary" alignSelf="flex-end" isDisabled={invalid} isLoading={saving}>
          {settings.save}
        </Button>
      </Flex>
    </form>
  );
};
