/**
 * Push times per weekday (the spec's push setting). The school sets a window per role and
 * weekday; a user's own times may not cut into it: the start not after the school's start, the end
 * not before the school's end. A day may be switched off only where the school allows it.
 */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export interface SchoolPushDay {
  starttime: string;
  endtime: string;
  allowToDisable: boolean;
}
export interface UserPushDay {
  starttime: string;
  endtime: string;
  disabled: boolean;
}

/** The entry of the weekday at `index` in a Monday-to-Sunday list (stored and validated lists hold all seven). */
export const onWeekday = <T>(week: readonly T[], index: number): T => {
  const day = week[index];
  if (day === undefined) throw new Error(`push settings without weekday ${index + 1}`);
  return day;
};

/** The spec's push slider: 05:00 to 23:30 in 30-minute steps (minutes of the day). */
export const PUSH_SLIDER = { min: 300, max: 1410, step: 30 } as const;

export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const fromMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const weekday = (starttime: string, endtime: string): SchoolPushDay => ({ starttime, endtime, allowToDisable: false });
const weekend: SchoolPushDay = { starttime: '07:00', endtime: '18:00', allowToDisable: true };

/** A school's window when it has set none: 07:00–18:00 on school days, weekends may be switched off. */
export const defaultSchoolPushDays: SchoolPushDay[] = [
  weekday('07:00', '18:00'),
  weekday('07:00', '18:00'),
  weekday('07:00', '18:00'),
  weekday('07:00', '18:00'),
  weekday('07:00', '18:00'),
  weekend,
  weekend,
];

/** A user who has saved nothing gets exactly the school's window, every day switched on. */
export const userDaysFromSchool = (school: SchoolPushDay[]): UserPushDay[] =>
  school.map(({ starttime, endtime }) => ({ starttime, endtime, disabled: false }));

export type PushDayViolation =
  'outside-push-hours' | 'start-after-school-start' | 'end-before-school-end' | 'start-not-before-end' | 'disable-not-allowed';

const withinPushHours = (time: string) => toMinutes(time) >= PUSH_SLIDER.min && toMinutes(time) <= PUSH_SLIDER.max;

/** The rules one day breaks (empty when the day is valid). */
export const pushDayViolations = (school: SchoolPushDay, user: UserPushDay): PushDayViolation[] => {
  const violations: PushDayViolation[] = [];
  if (!withinPushHours(user.starttime) || !withinPushHours(user.endtime)) violations.push('outside-push-hours');
  if (toMinutes(user.starttime) > toMinutes(school.starttime)) violations.push('start-after-school-start');
  if (toMinutes(user.endtime) < toMinutes(school.endtime)) violations.push('end-before-school-end');
  if (toMinutes(user.starttime) >= toMinutes(user.endtime)) violations.push('start-not-before-end');
  if (user.disabled && !school.allowToDisable) violations.push('disable-not-allowed');
  return violations;
};
