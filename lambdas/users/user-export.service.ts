import { userEntity } from './user.entity.js';

/** A user record of a school as stored (Art. 15 export), or null: the key is built from the given school. */
export const findStoredUser = async (schoolId: string, uid: string) => (await userEntity.get({ schoolId, uid }).go()).data;
