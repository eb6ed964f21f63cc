import { DELETED_USER_NAME } from '../../shared/privacy.js';
import { openRecordsOfSchools } from './user-fields.service.js';
import { userEntity } from './user.entity.js';
import type { UserRecord } from './user.service.js';

/** The accounts of every school marked for deletion at or before `cutoff` (ISO time): one query of the sparse index. */
export const listAccountsMarkedBefore = async (cutoff: string): Promise<UserRecord[]> => {
  const { data } = await userEntity.query
    .markedForDeletion({ deletionQueue: 'marked' })
    .lte({ deletionMarkedAt: cutoff })
    .go({ pages: 'all' });
  return openRecordsOfSchools(data.filter((user) => user.reservedForDeletion && user.deletionMarkedAt && user.deletionMarkedAt <= cutoff));
};

/**
 * Replaces a deleted account's record by one without personal data: the uid stays, so the class
 * register entries the school keeps about the person read 'Gelöschter Benutzer'. Without the
 * deletion mark the record leaves the index of marked accounts: the last step of a deletion.
 */
export const replaceByDeletedRecord = async ({ schoolId, uid, role, createdAt }: UserRecord) => {
  const [firstname = DELETED_USER_NAME, lastname = ''] = DELETED_USER_NAME.split(' ');
  await userEntity.put({ schoolId, uid, role, displayName: DELETED_USER_NAME, firstname, lastname, deleted: true, createdAt }).go();
};
