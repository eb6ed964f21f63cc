import type { Leaver } from '../../shared/schemas/school-year.schema.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import type { Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { auditWrite, auditEntryEntity } from '../audit/audit-log.service.js';
import { deletionMarkOf } from './deletion-mark.model.js';
import { openUserRecords } from './user-fields.service.js';
import { userEntity } from './user.entity.js';

const leaverWrites = entityService({ userEntity, auditEntryEntity });

const WRITES_AT_ONCE = 8;

/** A change of a student's leaver flag: `left` flags (and marks for deletion), else the flag goes; `marked`: the record carries a deletion mark now. */
export interface LeaverChange {
  uid: string;
  left: boolean;
  marked: boolean;
}

/** The students flagged as leavers (of any past year), by name: one query of the school's users. */
export const listLeavers = async (schoolId: string): Promise<Leaver[]> => {
  const { data } = await userEntity.query
    .byId({ schoolId })
    .where(({ leftAtSchoolYearId }, { exists }) => exists(leftAtSchoolYearId))
    .go({ pages: 'all', attributes: ['uid', 'displayName', 'groupDisplayName'] });
  return (await openUserRecords(schoolId, data))
    .map(({ uid, displayName, groupDisplayName }) => ({ uid, displayName, ...(groupDisplayName && { groupDisplayName }) }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
};

/**
 * Flags a leaver and marks the account for deletion like the Benutzerverwaltung's mark: the flag,
 * `reservedForDeletion`, `deletionMarkedAt` and the audit entry 'Zur Löschung vorgemerkt' in one
 * transaction, on condition that no mark exists yet. A person marked already (or meanwhile) keeps
 * that mark and gets the flag only.
 */
const flagLeaver = async (caller: Caller, schoolYearId: string, { uid, marked }: LeaverChange) => {
  const key = { schoolId: caller.schoolId, uid };
  if (!marked) {
    const result = await leaverWrites.transaction
      .write((entities) => [
        entities.userEntity
          .patch(key)
          .set({ leftAtSchoolYearId: schoolYearId, ...deletionMarkOf() })
          .where(({ deletionMarkedAt, isAdmin }, { notExists, ne }) => `${notExists(deletionMarkedAt)} AND ${ne(isAdmin, true)}`)
          .commit(),
        auditWrite(entities, caller, { action: 'deletion-marked', targetUid: uid }),
      ])
      .go();
    if (transactionWritten(result)) return;
  }
  await userEntity.patch(key).set({ leftAtSchoolYearId: schoolYearId }).go();
};

/**
 * Takes the flag away from one who has a class again (imported later) and, when the account is
 * marked, the mark with it (audit entry 'Löschung zurückgenommen'), in one transaction.
 */
const unflagLeaver = async (caller: Caller, { uid, marked }: LeaverChange) => {
  const key = { schoolId: caller.schoolId, uid };
  if (!marked) {
    await userEntity.patch(key).remove(['leftAtSchoolYearId']).go();
    return;
  }
  const result = await leaverWrites.transaction
    .write((entities) => [
      entities.userEntity
        .patch(key)
        .set({ reservedForDeletion: false })
        .remove(['leftAtSchoolYearId', 'deletionMarkedAt'])
        .where(({ reservedForDeletion }, { eq }) => eq(reservedForDeletion, true))
        .commit(),
      auditWrite(entities, caller, { action: 'deletion-unmarked', targetUid: uid }),
    ])
    .go();
  // Not written: an admin took the mark back meanwhile; the flag goes all the same.
  if (!transactionWritten(result)) await userEntity.patch(key).remove(['leftAtSchoolYearId']).go();
};

/** Flags students as leavers of the school year (marked for deletion) or takes flag and mark away, 8 people at a time. */
export const setLeavers = (caller: Caller, schoolYearId: string, changes: LeaverChange[]) =>
  mapWithConcurrency(changes, WRITES_AT_ONCE, (change) =>
    change.left ? flagLeaver(caller, schoolYearId, change) : unflagLeaver(caller, change),
  );
