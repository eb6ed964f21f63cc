import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A school year of a school. Access patterns:
 * - get one year by school and id (the school record names the active year)
 * - list the years of a school (admin's 'Schuljahr', the years a tutor may read)
 *
 * `state` is 'prepared' for the next year until the switch, which sets it 'active' and the
 * previous year's 'past'; a year written before states existed is active when the school names it.
 */
export const schoolYearEntity = new TableEntity(
  {
    model: { entity: 'schoolYear', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      start: { type: 'string', required: true },
      end: { type: 'string', required: true },
      state: { type: ['prepared', 'active', 'past'] as const },
      /** School holidays and public holidays (GPU018 and the year's own), each a range of whole days. */
      holidays: {
        type: 'list',
        default: () => [],
        items: {
          type: 'map',
          properties: {
            from: { type: 'string', required: true },
            to: { type: 'string', required: true },
            name: { type: 'string' },
            /** 'untis' for the GPU018 holidays of the timetable import; absent for the year's own. */
            source: { type: 'string' },
          },
        },
      },
      /**
       * Counted up by each save of the holidays (0014): the admin's 'Nächstes Schuljahr vorbereiten' (dates and
       * holidays) and the timetable import's GPU018 holidays, not the year's switch; a year stored before has
       * none and is at its first (`countedRevision`).
       */
      holidaysRevision: { type: 'number' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['schoolYearId'] },
      },
    },
  },
  entityConfig(),
);
