import { randomUUID } from 'node:crypto';
import { addYears, getUnixTime } from 'date-fns';
import type { AuditAction, AuditLogPage } from '../../shared/schemas/user-admin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import type { TransactionEntities } from '../_lib/entity-service.js';
import { auditEntryEntity } from './audit-entry.entity.js';

/** Joined into the service of a transaction that writes with this module's functions (lambdas/_lib/entity-service.ts). */
export { auditEntryEntity } from './audit-entry.entity.js';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;
/** How long an entry is kept. */
export const AUDIT_RETENTION_YEARS = 2;

export interface AuditRecord {
  action: AuditAction;
  targetUid?: string;
  detail?: string;
}

const entryOf = (caller: Pick<Caller, 'schoolId' | 'uid' | 'user'>, record: AuditRecord) => {
  const now = new Date();
  return {
    schoolId: caller.schoolId,
    at: now.toISOString(),
    entryId: randomUUID(),
    actorUid: caller.uid,
    actorName: caller.user.displayName,
    ...record,
    expiresAt: getUnixTime(addYears(now, AUDIT_RETENTION_YEARS)),
  };
};

/** The audit entry of an admin action, as a write of the action's own transaction. */
export const auditWrite = ({ auditEntryEntity }: TransactionEntities<'auditEntryEntity'>, caller: Caller, record: AuditRecord) =>
  auditEntryEntity.create(entryOf(caller, record)).commit();

/** The audit entry of an admin action that is not one transaction, written right after it. */
export const writeAuditEntry = async (caller: Caller, record: AuditRecord) => {
  await auditEntryEntity.create(entryOf(caller, record)).go();
};

/** The school's audit log, newest first, a page at a time (one query per page). */
export const listAuditLog = async (schoolId: string, cursor?: string): Promise<AuditLogPage> => {
  try {
    const page = await auditEntryEntity.query.byTime({ schoolId }).go({ order: 'desc', limit: AUDIT_PAGE_SIZE, cursor: cursor ?? null });
    return {
      entries: page.data.map(({ entryId, at, actorUid, actorName, action, targetUid, detail }) => ({
        id: entryId,
        at,
        actorUid,
        actorName,
        action,
        ...(targetUid && { targetUid }),
        ...(detail && { detail }),
      })),
      cursor: page.cursor,
    };
  } catch (error) {
    // A cursor the client changed (or of another school) does not decode into this school's keys.
    if (cursor) throw new AppError('validation-failed', { 'query.cursor': 'invalid' });
    throw error;
  }
};
