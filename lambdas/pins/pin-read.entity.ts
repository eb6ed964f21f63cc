import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * That a reader had read a pin, as flags were kept before the reader's marks (pinMarksEntity): read
 * once to build a reader's missing marks, exported and erased with the account. Access pattern:
 * list the reader's flags (one query).
 */
export const pinReadEntity = new TableEntity(
  {
    model: { entity: 'pinRead', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      readerUid: { type: 'string', required: true },
      subjectUid: { type: 'string', required: true },
      pinId: { type: 'string', required: true },
      /** The pin's last valid day: flags of expired pins can be told apart. */
      pinEnd: { type: 'string', required: true },
    },
    indexes: {
      byReader: {
        pk: { field: 'pk', composite: ['schoolId', 'readerUid', 'subjectUid'] },
        sk: { field: 'sk', composite: ['pinId'] },
      },
    },
  },
  entityConfig(),
);
