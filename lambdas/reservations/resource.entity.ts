import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** A device in the school's device catalog (the collection `deviceCatalog`: building.entity.ts). */
export const resourceEntity = new TableEntity(
  {
    model: { entity: 'resource', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      resourceId: { type: 'string', required: true },
      displayName: { type: 'string', required: true },
      type: { type: 'string', required: true },
      deviceId: { type: 'string', required: true },
      buildingId: { type: 'string' },
      groupIds: { type: 'list', items: { type: 'string' }, required: true },
      /** Counted up by each save (0014); items stored before have none and are at their first (`countedRevision`). */
      revision: { type: 'number' },
    },
    indexes: {
      byCatalog: {
        collection: 'deviceCatalog',
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['resourceId'] },
      },
    },
  },
  entityConfig(),
);
