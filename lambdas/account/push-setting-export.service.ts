import { pushSettingEntity } from './push-setting.entity.js';

/** A person's own push times and lesson-change alert choice (Art. 15 export), or null when they kept the school's. */
export const exportPushSettings = async (schoolId: string, uid: string) => {
  const { data } = await pushSettingEntity.get({ schoolId, uid }).go();
  if (!data) return null;
  const { schoolId: _school, uid: _uid, ...settings } = data;
  return settings;
};
