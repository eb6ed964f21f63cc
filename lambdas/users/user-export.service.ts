import { openUserRecord } from './user-fields.service.js';
import { userEntity } from './user.entity.js';

/** A user record of a school as stored, its personal fields opened (Art. 15 export), or null: the key is built from the given school. */
export const findStoredUser = async (schoolId: string, uid: string) =>
  openUserRecord(schoolId, (await userEntity.get({ schoolId, uid }).go()).data);
