import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A student's subscription to one option of an offer (the spec's students[studentId] = true or
 * {priority}), with the student's name and class as they were at subscription (tutors' list, CSV).
 * Access patterns:
 * - list the subscriptions of an offer (tutors' view, allocation), of one student in an offer
 * - list a student's subscriptions of the school year (index byStudent: the page 'Anmeldung')
 */
export const courseSubscriptionEntity = new TableEntity(
  {
    model: { entity: 'courseSubscription', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      offerId: { type: 'string', required: true },
      optionId: { type: 'string', required: true },
      studentUid: { type: 'string', required: true },
      priority: { type: 'number' },
      slot: { type: 'number', required: true },
      displayName: { type: 'string', required: true },
      group: { type: 'string', default: '' },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byOffer: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'offerId'] },
        sk: { field: 'sk', composite: ['studentUid', 'optionId'] },
      },
      byStudent: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'schoolYearId', 'studentUid'] },
        sk: { field: 'gsi1sk', composite: ['offerId', 'optionId'] },
      },
    },
  },
  entityConfig(),
);
