import { pinColorNames } from '../../shared/schemas/pin.schema.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A pinboard an admin set up for a school year (each group of the year also has its own board,
 * derived from the group, so it needs no item). Public boards are read by everyone of the school;
 * the listed tutors may post to a board besides those who may post everywhere. Access pattern:
 * - list the boards of a school year (one query, with the year's groups)
 */
export const pinboardEntity = new TableEntity(
  {
    model: { entity: 'pinboard', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      pinboardId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      displayName: { type: 'string', required: true },
      colorName: { type: pinColorNames, required: true },
      public: { type: 'boolean', required: true },
      tutorUids: { type: 'set', items: 'string' },
      /** Counts the board's saves (an edit names the one it read); a board stored before has none and is at 1. */
      revision: { type: 'number' },
    },
    indexes: {
      byYear: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId'] },
        sk: { field: 'sk', composite: ['pinboardId'] },
      },
    },
  },
  entityConfig(),
);
