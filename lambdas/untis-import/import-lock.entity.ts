import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * At most one import runs per school: the start writes this item (unless it exists and is younger
 * than the longest a job may run), the job removes it when done. Access pattern: get by school.
 */
export const importLockEntity = new TableEntity(
  {
    model: { entity: 'timetableImportLock', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      jobId: { type: 'string', required: true },
      lockedAt: { type: 'number', required: true },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
