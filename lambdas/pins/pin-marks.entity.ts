import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One reader's state on the pinboard, a guardian's per child: the pins read that have not ended
 * (replaced as a whole, guarded by `revision`; ended ones are dropped at each write), and the ids
 * of the boards the subject sees with the stamp they were computed at (school year, the school's
 * myGroups, plan and pinboard versions): while the stamp holds, the unread badge is one batch get
 * of this item, the school's pin index and the versions. Access pattern: get by reader and subject.
 */
export const pinMarksEntity = new TableEntity(
  {
    model: { entity: 'pinMarks', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      readerUid: { type: 'string', required: true },
      subjectUid: { type: 'string', required: true },
      /** Missing until the reader's flags were taken over (then a read pin's id with its last valid day). */
      read: {
        type: 'list',
        items: {
          type: 'map',
          properties: { pinId: { type: 'string', required: true }, end: { type: 'string', required: true } },
        },
      },
      revision: { type: 'number' },
      boardIds: { type: 'list', items: { type: 'string' } },
      boardStamp: { type: 'string' },
    },
    indexes: {
      byReader: {
        pk: { field: 'pk', composite: ['schoolId', 'readerUid', 'subjectUid'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
