import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The link between a guardian and one child. Guardians may have children at several schools, so
 * the links live in the guardian's own partition and name the child's school. Access patterns:
 * - list a guardian's children (bootstrap, acting child without header)
 * - get one link (every request of a guardian acting for a child)
 * - list the guardians of a student within the student's school (index byStudent)
 */
export const guardianLinkEntity = new TableEntity(
  {
    model: { entity: 'guardianLink', version: '1', service: 'schulapp' },
    attributes: {
      guardianUid: { type: 'string', required: true },
      studentUid: { type: 'string', required: true },
      studentSchoolId: { type: 'string', required: true },
      legal: { type: 'boolean', default: false },
      linkedAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byGuardian: {
        pk: { field: 'pk', composite: ['guardianUid'] },
        sk: { field: 'sk', composite: ['studentUid'] },
      },
      byStudent: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['studentSchoolId', 'studentUid'] },
        sk: { field: 'gsi1sk', composite: ['guardianUid'] },
      },
    },
  },
  entityConfig(),
);
