import { Entity } from 'electrodb';
import { pinColorNames } from '../../shared/schemas/pin.schema.js';
import { entityConfig } from '../_lib/db.js';

/**
 * That a reader has read a pin: the item exists while it counts as read. A guardian's flags are
 * kept per child. Access pattern: list the reader's read pins (one query per list).
 */
export const pinReadEntity = new Entity(
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
export const stackedPinEntity = new Entity(
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
