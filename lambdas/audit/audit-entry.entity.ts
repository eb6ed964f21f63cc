import { auditActions } from '../../shared/schemas/user-admin.schema.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One admin action of a school's audit log: who (uid and display name of the admin), what (an
 * action code), when, and whose account it concerned (uid) — no content of personal data. Kept two
 * years: DynamoDB's TTL removes an entry through `expiresAt` (epoch seconds). Access pattern: the
 * school's entries by time, newest first (a page at a time).
 */
export const auditEntryEntity = new TableEntity(
  {
    model: { entity: 'auditEntry', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      at: { type: 'string', required: true, readOnly: true },
      entryId: { type: 'string', required: true, readOnly: true },
      actorUid: { type: 'string', required: true, readOnly: true },
      actorName: { type: 'string', required: true, readOnly: true },
      action: { type: auditActions, required: true, readOnly: true },
      targetUid: { type: 'string', readOnly: true },
      detail: { type: 'string', readOnly: true },
      expiresAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byTime: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['at', 'entryId'] },
      },
    },
  },
  entityConfig(),
);
