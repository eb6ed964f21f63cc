import { userDaysFromSchool, type UserPushDay } from '../../shared/push-settings.js';
import { getSchoolPushDays } from '../schools/school.service.js';
import { pushSettingEntity } from './push-setting.entity.js';

/**
 * A person's push times Monday to Sunday (their own, else the school's window for their role):
 * when pushes may reach them. Read-only, apart from the account service, so the pushing jobs reach
 * no account writes.
 */
export const pushDaysOf = async (schoolId: string, uid: string, role: 'student' | 'tutor' | 'guardian'): Promise<UserPushDay[]> => {
  const [school, { data }] = await Promise.all([getSchoolPushDays(schoolId, role), pushSettingEntity.get({ schoolId, uid }).go()]);
  return data?.days ?? userDaysFromSchool(school);
};

/** Of these people, the uids of those who switched lesson-change alerts off (Einstellungen). */
export const lessonAlertsSwitchedOff = async (people: { schoolId: string; uid: string }[]): Promise<Set<string>> => {
  if (people.length === 0) return new Set();
  const { data } = await pushSettingEntity.get(people).go({ attributes: ['uid', 'lessonChangeAlerts'] });
  return new Set(data.filter((setting) => setting.lessonChangeAlerts === false).map((setting) => setting.uid));
};
