import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';
import { pinAttributes } from './pin.entity.js';

/**
 * A pin on one board, sorted by its last valid day: the current pins of a board are one query
 * (end on or after today), whatever the number of expired pins. Written together with the pin.
 */
export const pinPlacementEntity = new TableEntity(
  {
    model: { entity: 'pinPlacement', version: '1', service: 'schulapp' },
    attributes: { ...pinAttributes, pinboardId: { type: 'string', required: true } },
    indexes: {
      byBoard: {
        pk: { field: 'pk', composite: ['schoolId', 'pinboardId'] },
        sk: { field: 'sk', composite: ['end', 'pinId'] },
      },
    },
  },
  entityConfig(),
);
