import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';
import { courseDatesAttribute as courseDates } from './course-offer.entity.js';

/**
 * A registration option of an offer with its places and the places taken: the counter a
 * subscription raises under the condition `taken < groupsize` in the same transaction as the
 * subscription (offers without priorities), so the places are never exceeded. Access patterns:
 * - list the options of the school year's offers (one query with the offers' partition), get one
 */
export const courseOptionEntity = new TableEntity(
  {
    model: { entity: 'courseOption', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      offerId: { type: 'string', required: true },
      optionId: { type: 'string', required: true },
      index: { type: 'number', required: true },
      displayName: { type: 'string', required: true },
      notice: { type: 'string', default: '' },
      grades: { type: 'list', items: { type: 'number' }, default: () => [] },
      groupIds: { type: 'list', items: { type: 'string' }, default: () => [] },
      groupsize: { type: 'number', required: true },
      taken: { type: 'number', default: 0 },
      dates: { ...courseDates, default: () => [] },
      /** The group of kind course of this option (timetable). */
      groupId: { type: 'string', required: true },
    },
    indexes: {
      byYear: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId'] },
        sk: { field: 'sk', composite: ['offerId', 'optionId'] },
      },
    },
  },
  entityConfig(),
);
