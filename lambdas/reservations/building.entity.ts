import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The device catalog of a school: buildings, resource groups and resources (devices), kept by the
 * school's admins. All three share the school's partition in the collection `deviceCatalog`, so the
 * page and the free-device search read the whole catalog in one query. Access patterns:
 * - read a school's catalog (collection query; 300 devices are about 60 KB, one page)
 * - get, put and delete one item by id (admin)
 */
export const buildingEntity = new TableEntity(
  {
    model: { entity: 'building', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      buildingId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** Counted up by each save (0014); items stored before have none and are at their first (`countedRevision`). */
      revision: { type: 'number' },
    },
    indexes: {
      byCatalog: {
        collection: 'deviceCatalog',
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['buildingId'] },
      },
    },
  },
  entityConfig(),
);
