import { pushSettingEntity } from './push-setting.entity.js';

/** Removes a deleted account's push settings (none is no error). */
export const erasePushSettings = async (schoolId: string, uid: string) => {
  await pushSettingEntity.delete({ schoolId, uid }).go();
};
