import { fromMinutes, PUSH_SLIDER, pushDayViolations, type UserPushDay } from '@shared/push-settings.js';
import type { PushSettings } from '@shared/schemas/account.schema.js';
import { settingsTexts as settings } from '../../i18n/account.de.js';

/** The slider's stops as times: 05:00 to 23:30 every 30 minutes. */
export const pushTimeOptions = Array.from({ length: (PUSH_SLIDER.max - PUSH_SLIDER.min) / PUSH_SLIDER.step + 1 }, (_, index) =>
  fromMinutes(PUSH_SLIDER.min + index * PUSH_SLIDER.step),
);

export interface PushDayErrors {
  starttime?: string;
  endtime?: string;
}

/** The spec's messages for one day, with the school's times filled in. */
export const pushDayErrors = (day: PushSettings['days'][number], value: UserPushDay): PushDayErrors => {
  const errors: PushDayErrors = {};
  for (const violation of pushDayViolations(day.school, value)) {
    if (violation === 'start-after-school-start') errors.starttime = settings.startTooLate(day.school.starttime);
    if (violation === 'end-before-school-end') errors.endtime = settings.endTooEarly(day.school.endtime);
    if (violation === 'start-not-before-end') errors.starttime ??= settings.startNotBeforeEnd;
  }
  return errors;
};
