import { Entity } from 'electrodb';
import { entityConfig } from '../_lib/db.js';

/**
 * A school (tenant). Access patterns:
 * - get a school by id (bootstrap, every school-scoped screen)
 */
export const schoolEntity = new Entity(
  {
    model: { entity: 'school', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      label: { type: 'string' },
      activeSchoolYearId: { type: 'string' },
      encryptData: { type: 'boolean', default: false },
      myGroups: { type: ['all', 'own'] as const, default: 'own' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
