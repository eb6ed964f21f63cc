import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** The one value of the `pinIndex` key attribute: the index items of a school lie in a partition of their own. */
export const PIN_INDEX = 'current' as const;

/**
 * The school's pins that have not ended, as ids with validity and boards (no titles or content):
 * the unread badge counts from it and 'Aktuell' knows which pins to get, without a query per board.
 * Every pin write replaces it in the pin's transaction, guarded by the revision it read (a
 * concurrent pin write makes the transaction fail, and the writer reads it again and retries);
 * ended pins are dropped at each write. When it is missing (before the first pin write, or data
 * from before it existed) the first reader or writer rebuilds it from the boards' placements
 * (docs/decisions/0009-pin-board-projection.md). Access pattern: get by school (with the reader's
 * marks, one batch get).
 */
export const pinIndexEntity = new TableEntity(
  {
    model: { entity: 'pinIndex', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      pinIndex: { type: [PIN_INDEX] as const, required: true },
      pins: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            pinId: { type: 'string', required: true },
            start: { type: 'string', required: true },
            end: { type: 'string', required: true },
            pinboardIds: { type: 'list', items: { type: 'string' }, required: true },
          },
        },
      },
      revision: { type: 'number', required: true },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId', 'pinIndex'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
