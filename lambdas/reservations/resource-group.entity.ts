import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** A group of devices in the school's device catalog (the collection `deviceCatalog`: building.entity.ts). */
export const resourceGroupEntity = new TableEntity(
  {
    model: { entity: 'resourceGroup', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      groupId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      type: { type: 'string', required: true },
      buildingId: { type: 'string' },
      /** Counted up by each save (0014); items stored before have none and are at their first (`countedRevision`). */
      revision: { type: 'number' },
    },
    indexes: {
      byCatalog: {
        collection: 'deviceCatalog',
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['groupId'] },
      },
    },
  },
  entityConfig(),
);
