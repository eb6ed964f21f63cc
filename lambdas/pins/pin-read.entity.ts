import { TableEntity } from '../_lib/table-entity.js';
import { pinColorNames } from '../../shared/schemas/pin.schema.js';
import { entityConfig } from '../_lib/db.js';

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
