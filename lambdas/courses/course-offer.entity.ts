import { allocationStates, offerKinds } from '../../shared/schemas/course.schema.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

const courseDates = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      weekday: { type: 'number', required: true },
      starttime: { type: 'string', required: true },
      endtime: { type: 'string', required: true },
    },
  },
} as const;
export { courseDates as courseDatesAttribute };

/**
 * A course or course group offered for registration (spec part 2 §3) in a school year, with the
 * seed of its allocation and, once run, the allocation's result (one entry per student, so the
 * owner reviews it before confirming). Access patterns:
 * - get one offer; list the offers of a school year (students' page, tutors' own offers)
 */
export const courseOfferEntity = new TableEntity(
  {
    model: { entity: 'courseOffer', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      offerId: { type: 'string', required: true },
      kind: { type: offerKinds, required: true },
      displayName: { type: 'string', required: true },
      subtitle: { type: 'string', default: '' },
      start: { type: 'string', required: true },
      end: { type: 'string', required: true },
      deadline: { type: 'string', required: true },
      grades: { type: 'list', items: { type: 'number' }, required: true },
      groupsize: { type: 'number', required: true },
      description: { type: 'string', default: '' },
      registrationDescription: { type: 'string', default: '' },
      bring: { type: 'string', default: '' },
      includeVacations: { type: 'boolean', default: false },
      color: { type: 'string', required: true },
      approved: { type: 'boolean', default: false },
      hideOnRegistration: { type: 'boolean', default: false },
      multipleRegistrationOptions: { type: 'boolean', default: false },
      maxOptions: { type: 'number', required: true },
      usePriority: { type: 'boolean', default: false },
      dates: { ...courseDates, default: () => [] },
      ownerUid: { type: 'string', required: true },
      ownerName: { type: 'string', required: true },
      /** Seed of the random serial dictatorship (allocation.model.ts), fixed at creation. */
      seed: { type: 'string', required: true },
      allocationState: { type: allocationStates, default: 'open' },
      allocation: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            studentUid: { type: 'string', required: true },
            optionId: { type: 'string' },
            priority: { type: 'number' },
          },
        },
      },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** Counts the saves (edits, approvals): an edit names the revision it read; absent on offers stored before, read as 1. */
      revision: { type: 'number' },
    },
    indexes: {
      byYear: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId'] },
        sk: { field: 'sk', composite: ['offerId'] },
      },
    },
  },
  entityConfig(),
);
