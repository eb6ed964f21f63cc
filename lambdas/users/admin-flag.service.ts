import type { AdminUserDetail } from '../../shared/schemas/user-admin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService, type TransactionEntities } from '../_lib/entity-service.js';
import { auditWrite, auditEntryEntity } from '../audit/audit-log.service.js';
import { setAdminGroup } from './admin-group.client.js';
import { getSchoolPerson, getSchoolUser } from './user-admin.service.js';
import { userEntity } from './user.entity.js';

const adminWrites = entityService({ userEntity, auditEntryEntity });

const ATTEMPTS = 3;

/** An admin of the school other than `exceptUid` whose account is not marked for deletion, or null (one filtered query). */
export const findOtherActiveAdmin = async (schoolId: string, exceptUid: string) => {
  const { data } = await userEntity.query
    .byId({ schoolId })
    .where(({ isAdmin }, { eq }) => eq(isAdmin, true))
    .go({ pages: 'all', attributes: ['uid', 'reservedForDeletion'] });
  return data.find((admin) => admin.uid !== exceptUid && !admin.reservedForDeletion) ?? null;
};

/**
 * The transaction's guarantee that the school keeps an admin: the other admin must still be an
 * admin, unmarked, when the transaction commits. Two parallel revocations (or marks) of the last
 * two admins each check the other: DynamoDB serialises them, so at most one goes through.
 */
export const otherAdminRemains = ({ userEntity }: TransactionEntities<'userEntity'>, schoolId: string, otherUid: string) =>
  userEntity
    .check({ schoolId, uid: otherUid })
    .where(({ isAdmin, reservedForDeletion }, { eq, ne }) => `${eq(isAdmin, true)} AND ${ne(reservedForDeletion, true)}`)
    .commit();

const grant = async (caller: Caller, uid: string) => {
  const user = await getSchoolPerson(caller, uid);
  if (user.role !== 'tutor' || !user.signedUp || !user.username) throw new AppError('admin-not-registered-tutor');
  if (user.isAdmin) return user.username;
  const result = await adminWrites.transaction
    .write((entities) => [
      entities.userEntity
        .patch({ schoolId: caller.schoolId, uid })
        .set({ isAdmin: true })
        .where(({ role, signedUp }, { eq }) => `${eq(role, 'tutor')} AND ${eq(signedUp, true)}`)
        .commit(),
      auditWrite(entities, caller, { action: 'admin-granted', targetUid: uid }),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('conflict');
  return user.username;
};

const revoke = async (caller: Caller, uid: string) => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const user = await getSchoolPerson(caller, uid);
    if (!user.isAdmin) return user.username;
    const other = await findOtherActiveAdmin(caller.schoolId, uid);
    if (!other) throw new AppError('last-admin');
    const result = await adminWrites.transaction
      .write((entities) => [
        entities.userEntity
          .patch({ schoolId: caller.schoolId, uid })
          .set({ isAdmin: false })
          .where(({ isAdmin }, { eq }) => eq(isAdmin, true))
          .commit(),
        otherAdminRemains(entities, caller.schoolId, other.uid),
        auditWrite(entities, caller, { action: 'admin-revoked', targetUid: uid }),
      ])
      .go();
    if (transactionWritten(result)) return user.username;
  }
  throw new AppError('last-admin');
};

/**
 * Grants or revokes a person's admin flag. Only registered tutors become admins; the school's last
 * admin (not marked for deletion) keeps the flag. The record's flag changes in one transaction with
 * the audit entry; the Cognito group follows (the record's flag alone already takes the rights).
 */
export const setUserAdminFlag = async (caller: Caller, uid: string, isAdmin: boolean): Promise<AdminUserDetail> => {
  const username = await (isAdmin ? grant(caller, uid) : revoke(caller, uid));
  if (username) await setAdminGroup(username, isAdmin);
  return getSchoolUser(caller, uid);
};
