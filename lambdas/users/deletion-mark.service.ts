import type { AdminUserDetail } from '../../shared/schemas/user-admin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { auditWrite, auditEntryEntity } from '../audit/audit-log.service.js';
import { findOtherActiveAdmin, otherAdminRemains } from './admin-flag.service.js';
import { deletionMarkOf } from './deletion-mark.model.js';
import { getSchoolPerson, getSchoolUser } from './user-admin.service.js';
import { userEntity } from './user.entity.js';

const markWrites = entityService({ userEntity, auditEntryEntity });

const ATTEMPTS = 3;

/**
 * Marks an account for deletion: `reservedForDeletion` and `deletionMarkedAt` (the deletion job
 * deletes the account 30 days later). Never the caller's own account, never the school's last
 * admin: marking an admin checks, in the same transaction, that another unmarked admin remains.
 */
export const markUserForDeletion = async (caller: Caller, uid: string): Promise<AdminUserDetail> => {
  if (uid === caller.uid) throw new AppError('own-deletion-mark');
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const user = await getSchoolPerson(caller, uid);
    if (user.deletionMarkedAt) return getSchoolUser(caller, uid);
    const wasAdmin = user.isAdmin ?? false;
    const other = wasAdmin ? await findOtherActiveAdmin(caller.schoolId, uid) : null;
    if (wasAdmin && !other) throw new AppError('last-admin');
    const result = await markWrites.transaction
      .write((entities) => [
        entities.userEntity
          .patch({ schoolId: caller.schoolId, uid })
          .set(deletionMarkOf())
          .where(
            ({ deletionMarkedAt, isAdmin }, { notExists, eq, ne }) =>
              `${notExists(deletionMarkedAt)} AND ${wasAdmin ? eq(isAdmin, true) : ne(isAdmin, true)}`,
          )
          .commit(),
        ...(other ? [otherAdminRemains(entities, caller.schoolId, other.uid)] : []),
        auditWrite(entities, caller, { action: 'deletion-marked', targetUid: uid }),
      ])
      .go();
    if (transactionWritten(result)) return getSchoolUser(caller, uid);
  }
  throw new AppError('conflict');
};

/** Takes the deletion mark back (both attributes), until the deletion job has run. */
export const unmarkUserForDeletion = async (caller: Caller, uid: string): Promise<AdminUserDetail> => {
  const user = await getSchoolPerson(caller, uid);
  if (!user.deletionMarkedAt && !user.reservedForDeletion) return getSchoolUser(caller, uid);
  const result = await markWrites.transaction
    .write((entities) => [
      entities.userEntity
        .patch({ schoolId: caller.schoolId, uid })
        .set({ reservedForDeletion: false })
        .remove(['deletionMarkedAt'])
        .where(({ reservedForDeletion }, { eq }) => eq(reservedForDeletion, true))
        .commit(),
      auditWrite(entities, caller, { action: 'deletion-unmarked', targetUid: uid }),
    ])
    .go();
  // Not written: another admin took the mark back meanwhile; either way the answer is the current state.
  transactionWritten(result);
  return getSchoolUser(caller, uid);
};
