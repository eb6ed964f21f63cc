import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The school's login alert ('Hinweis bei der Anmeldung'), one item per school; saving it again
 * replaces it with a new id and counts up its revision (an item stored before that was counted is at
 * 1). Access patterns:
 * - get by school (the admin card, a person's pending alert)
 * - create / patch at its id and revision / delete at its id, by school (the admin card)
 */
export const loginAlertEntity = new TableEntity(
  {
    model: { entity: 'loginAlert', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      alertId: { type: 'string', required: true },
      title: { type: 'string', required: true },
      body: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      createdBy: { type: 'string', required: true },
      revision: { type: 'number' },
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
