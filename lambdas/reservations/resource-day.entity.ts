import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The ledger of one device on one day: the time ranges booked on it and a version. Every write of
 * a reservation of that device and day changes the ledger in the same transaction, on the condition
 * that its version is still the one read (no ledger yet: version 0, the item must not exist). So a
 * booking commits only if no other booking or deletion of the device and day committed since its
 * ledger was read, and the overlap check against the ledger's ranges holds at commit time.
 * Access patterns: get the ledgers of the wanted devices of a day (batch get, before a booking).
 */
export const resourceDayEntity = new TableEntity(
  {
    model: { entity: 'resourceDay', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      resourceId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      version: { type: 'number', required: true },
      bookings: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            reservationId: { type: 'string', required: true },
            starttime: { type: 'string', required: true },
            endtime: { type: 'string', required: true },
          },
        },
      },
    },
    indexes: {
      byResourceDay: {
        pk: { field: 'pk', composite: ['schoolId', 'resourceId'] },
        sk: { field: 'sk', composite: ['day'] },
      },
    },
  },
  entityConfig(),
);
