import {
  onWeekday,
  pushDayViolations,
  userDaysFromSchool,
  weekdays,
  type SchoolPushDay,
  type UserPushDay,
} from '../../shared/push-settings.js';
import type { PushSettings, UpdatePushSettingsBody } from '../../shared/schemas/account.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { getSchoolPushDays } from '../schools/school.service.js';
import { setUserAvatar, setUserDisplayName } from '../users/user.service.js';
import { pushSettingEntity } from './push-setting.entity.js';

/**
 * The caller's own account. Guardians change their own record, not the active child's: every key
 * comes from `caller.uid` and `caller.schoolId`.
 */
const ownKey = (caller: Caller) => ({ schoolId: caller.schoolId, uid: caller.uid });

const schoolWindow = (caller: Caller) => {
  if (caller.role === 'service') throw new AppError('no-access-rights');
  return getSchoolPushDays(caller.schoolId, caller.role);
};

export const updateDisplayName = (caller: Caller, displayName: string) => setUserDisplayName(ownKey(caller), displayName);

export const updateAvatar = (caller: Caller, avatarIndex: number) => setUserAvatar(ownKey(caller), avatarIndex);

const withSchoolWindow = (school: SchoolPushDay[], days: UserPushDay[], lessonChangeAlerts: boolean): PushSettings => ({
  days: weekdays.map((weekday, index) => ({ weekday, ...onWeekday(days, index), school: onWeekday(school, index) })),
  lessonChangeAlerts,
});

export const getPushSettings = async (caller: Caller): Promise<PushSettings> => {
  const [school, { data }] = await Promise.all([schoolWindow(caller), pushSettingEntity.get(ownKey(caller)).go()]);
  return withSchoolWindow(school, data?.days ?? userDaysFromSchool(school), data?.lessonChangeAlerts ?? true);
};

/** Saves all seven days, or nothing when one of them cuts into the school's window. */
export const updatePushSettings = async (caller: Caller, { days, ...body }: UpdatePushSettingsBody): Promise<PushSettings> => {
  const [school, { data }] = await Promise.all([schoolWindow(caller), pushSettingEntity.get(ownKey(caller)).go()]);
  const lessonChangeAlerts = body.lessonChangeAlerts ?? data?.lessonChangeAlerts ?? true;
  const fields: Record<string, string> = {};
  days.forEach((day, index) => {
    const [violation] = pushDayViolations(onWeekday(school, index), day);
    if (violation) fields[`days.${index}`] = violation;
  });
  if (Object.keys(fields).length > 0) throw new AppError('push-window-violated', fields);
  await pushSettingEntity.put({ ...ownKey(caller), days, lessonChangeAlerts, updatedAt: new Date().toISOString() }).go();
  return withSchoolWindow(school, days, lessonChangeAlerts);
};
