import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * Bytes a user's storage holds or has reserved for running uploads (the quota counter). Every
 * upload reserves its size with a condition on the quota; cancel, delete and the cleanup release it.
 */
export const storageUsageEntity = new TableEntity(
  {
    model: { entity: 'storageUsage', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      ownerUid: { type: 'string', required: true, readOnly: true },
      usedBytes: { type: 'number', required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['schoolId', 'ownerUid'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
