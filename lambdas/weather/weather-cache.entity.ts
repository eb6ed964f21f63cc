import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The weather a school was last given for a day, so the provider is asked at most once per school,
 * day and kind (current weather or forecast) while the entry lives. `weather` is absent when the
 * provider had nothing or failed (remembered briefly, so a broken provider is not asked on every
 * page load). DynamoDB's TTL removes old entries through `expiresAt`; reads check it too.
 * Access pattern: get by school, day and kind.
 */
export const weatherCacheEntity = new TableEntity(
  {
    model: { entity: 'weatherCache', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      kind: { type: ['current', 'forecast'] as const, required: true },
      weather: {
        type: 'map',
        properties: {
          icon: { type: 'string', required: true },
          temp: { type: 'number', required: true },
          tempMin: { type: 'number', required: true },
          tempMax: { type: 'number', required: true },
        },
      },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byDay: {
        pk: { field: 'pk', composite: ['schoolId', 'day', 'kind'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
