import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A student's membership in a group of a school year. Access patterns:
 * - list the students of a group (students of group, event detail)
 * - list the groups of a student (index byStudent: the weekplan of a student or guardian)
 */
export const groupMemberEntity = new TableEntity(
  {
    model: { entity: 'groupMember', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      groupId: { type: 'string', required: true },
      studentUid: { type: 'string', required: true },
    },
    indexes: {
      byGroup: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'groupId'] },
        sk: { field: 'sk', composite: ['studentUid'] },
      },
      byStudent: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'schoolYearId', 'studentUid'] },
        sk: { field: 'gsi1sk', composite: ['groupId'] },
      },
    },
  },
  entityConfig(),
);
