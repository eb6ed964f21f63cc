import { pinColorNames } from '../../shared/schemas/pin.schema.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** The attributes a pin and each of its placements carry: a placement is a copy of the pin on one board. */
export const pinAttributes = {
  schoolId: { type: 'string', required: true },
  pinId: { type: 'string', required: true },
  authorUid: { type: 'string', required: true },
  authorName: { type: 'string', required: true },
  createdAt: { type: 'string', required: true },
  start: { type: 'string', required: true },
  end: { type: 'string', required: true },
  title: { type: 'string', required: true },
  content: { type: 'string', required: true },
  colorName: { type: pinColorNames, required: true },
  pinboardIds: { type: 'list', items: { type: 'string' }, required: true },
  /** Linked polls with the label they had when linked. */
  polls: {
    type: 'list',
    items: { type: 'map', properties: { id: { type: 'string', required: true }, label: { type: 'string', required: true } } },
    default: () => [],
  },
  /** Attached files, copied to the pin's own folder of the files bucket (pin-attachments/<school>/<pin>/<id>). */
  attachments: {
    type: 'list',
    items: {
      type: 'map',
      properties: {
        id: { type: 'string', required: true },
        name: { type: 'string', required: true },
        contentType: { type: 'string', required: true },
        fileSize: { type: 'number', required: true },
      },
    },
    default: () => [],
  },
  /** Counts the pin's saves: an edit or delete expects the revision it read. */
  revision: { type: 'number', required: true },
} as const;

/**
 * A pin as its author wrote it. Access patterns:
 * - get one pin by id (mark read, stack, edit, delete)
 * - list an author's pins, newest first (index byAuthor: the 'Eigene' tab)
 */
export const pinEntity = new TableEntity(
  {
    model: { entity: 'pin', version: '1', service: 'schulapp' },
    attributes: pinAttributes,
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['schoolId', 'pinId'] },
        sk: { field: 'sk', composite: [] },
      },
      byAuthor: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'authorUid'] },
        sk: { field: 'gsi1sk', composite: ['pinId'] },
      },
    },
  },
  entityConfig(),
);
