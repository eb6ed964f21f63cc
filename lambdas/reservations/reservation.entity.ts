import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One reservation of one device by a tutor; a booking of several devices writes one per device,
 * all with the same `reservationGroup`. Written and deleted only together with the device's
 * ledger (resourceDayEntity) in one transaction. Names are copied in, so lists need no lookups.
 * Access patterns:
 * - the reservations of a school on a range of days (search, calendar dialog: one query)
 * - a tutor's reservations from a day on (gsi1: 'Reservierte Geräte')
 * - get and delete one by day and id
 */
export const reservationEntity = new TableEntity(
  {
    model: { entity: 'reservation', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      reservationId: { type: 'string', required: true },
      reservationGroup: { type: 'string', required: true },
      resourceId: { type: 'string', required: true },
      resourceName: { type: 'string', required: true },
      resourceType: { type: 'string', required: true },
      starttime: { type: 'string', required: true },
      endtime: { type: 'string', required: true },
      description: { type: 'string', required: true },
      tutorUid: { type: 'string', required: true },
      tutorName: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      bySchoolDay: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['day', 'reservationId'] },
      },
      byTutor: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'tutorUid'] },
        sk: { field: 'gsi1sk', composite: ['day', 'reservationId'] },
      },
    },
  },
  entityConfig(),
);
