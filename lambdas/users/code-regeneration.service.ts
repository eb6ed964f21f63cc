import type { AdminUserDetail } from '../../shared/schemas/user-admin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { auditWrite, auditEntryEntity } from '../audit/audit-log.service.js';
import { listUnusedCodesOf, replaceActivationCodes, activationCodeEntity } from '../codes/activation-code.service.js';
import { getSchoolPerson, ownCodeKind, toAdminUser } from './user-admin.service.js';
import { userEntity } from './user.entity.js';

const codeWrites = entityService({ userEntity, activationCodeEntity, auditEntryEntity });

const ATTEMPTS = 3;

/**
 * A new activation code for a person who has not registered yet. One transaction deletes the unused
 * old code (only while unused), creates the new one, checks that the person is still not signed up
 * and writes the audit entry: the old code stops working at once, and old and new never both work.
 * A registration or a code collision in between cancels it; then it reads again and retries.
 */
export const regenerateActivationCode = async (caller: Caller, uid: string): Promise<AdminUserDetail> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const user = await getSchoolPerson(caller, uid);
    const kind = ownCodeKind(user.role);
    if (user.signedUp || !kind) throw new AppError('user-already-registered');
    const oldCodes = await listUnusedCodesOf(caller.schoolId, kind, uid);
    let code = '';
    const result = await codeWrites.transaction
      .write((entities) => {
        const replacement = replaceActivationCodes(
          entities,
          oldCodes.map((item) => item.code),
          { schoolId: caller.schoolId, kind, uid },
        );
        code = replacement.code;
        return [
          ...replacement.writes,
          entities.userEntity
            .check({ schoolId: caller.schoolId, uid })
            .where(({ signedUp }, { eq }) => eq(signedUp, false))
            .commit(),
          auditWrite(entities, caller, { action: 'code-regenerated', targetUid: uid }),
        ];
      })
      .go();
    if (transactionWritten(result)) return { ...toAdminUser(user), activationCode: code };
  }
  throw new AppError('conflict');
};
