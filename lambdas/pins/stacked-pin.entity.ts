import { pinColorNames } from '../../shared/schemas/pin.schema.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A personal copy of a pin in its owner's 'Ablage' (a guardian's per child): title, content and a
 * colour, without boards, polls, author or validity. Access pattern: list the owner's copies.
 */
export const stackedPinEntity = new TableEntity(
  {
    model: { entity: 'stackedPin', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      ownerUid: { type: 'string', required: true },
      subjectUid: { type: 'string', required: true },
      stackedId: { type: 'string', required: true },
      stackedOn: { type: 'string', required: true },
      title: { type: 'string', required: true },
      content: { type: 'string', required: true },
      colorName: { type: pinColorNames, required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['schoolId', 'ownerUid', 'subjectUid'] },
        sk: { field: 'sk', composite: ['stackedId'] },
      },
    },
  },
  entityConfig(),
);
