import { userImportStatuses } from '../../shared/schemas/user-import.schema.js';
import { importEncodings, importGroups } from '../../shared/user-import/import-format.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One run of the admin import 'Benutzer hinzufügen' and its progress. The CSV itself lies in the
 * files bucket under `fileKey` (built from the school) until the job has finished. Access patterns:
 * - get by school and import id (the wizard polls it; another school's id is simply not found)
 * Status: created (waiting for the upload) → queued (started once, conditionally) → running (the
 * job claimed it, conditionally) → done | failed (a retryable failure may run again). Counters are
 * added per written batch.
 */
export const userImportEntity = new TableEntity(
  {
    model: { entity: 'userImport', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      importId: { type: 'string', required: true, readOnly: true },
      schoolYearId: { type: 'string', required: true, readOnly: true },
      group: { type: importGroups, required: true, readOnly: true },
      encoding: { type: importEncodings, required: true, readOnly: true },
      fileKey: { type: 'string', required: true, readOnly: true },
      createdBy: { type: 'string', required: true, readOnly: true },
      status: { type: userImportStatuses, required: true },
      keepDuplicates: { type: 'boolean', default: false },
      confirmExisting: { type: 'boolean', default: false },
      total: { type: 'number', default: 0 },
      created: { type: 'number', default: 0 },
      skipped: { type: 'number', default: 0 },
      /** Why the job refused the file: the spec's message and the row report. */
      problem: {
        type: 'map',
        properties: {
          message: { type: 'string', required: true },
          report: {
            type: 'list',
            items: { type: 'map', properties: { row: { type: 'number', required: true }, message: { type: 'string', required: true } } },
          },
        },
      },
      /** Failed by an unexpected error: a retry of the event may take it again. */
      retryable: { type: 'boolean', default: false },
      ddbWrites: { type: 'number' },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** Finished imports vanish after 30 days (table TTL). */
      expiresAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['importId'] },
      },
    },
  },
  entityConfig(),
);
