import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A group of a school year: a class, or a course whose members are its participants (their course
 * dates reach them through the group's audience). Access patterns:
 * - get one group, list the groups of a school year (Meine Klassen selector)
 * - list the groups a tutor leads (index byTutor, sparse: only groups with a class tutor; the others
 *   carry an empty classTutorUid, since ElectroDB writes every composite of a conditional index)
 */
export const groupEntity = new TableEntity(
  {
    model: { entity: 'group', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      groupId: { type: 'string', required: true },
      displayName: { type: 'string', required: true },
      kind: { type: ['class', 'course'] as const, default: 'class' },
      /** The class teacher; for a course, its leader. */
      classTutorUid: { type: 'string' },
      /** Where the item came from when an import wrote it ('untis'); absent for items made otherwise. */
      source: { type: 'string' },
    },
    indexes: {
      byYear: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId'] },
        sk: { field: 'sk', composite: ['groupId'] },
      },
      byTutor: {
        index: 'gsi1',
        // Sparse: a group without a class tutor (classTutorUid '', e.g. imported without one) is not in the index.
        condition: (attr) => Boolean(attr.classTutorUid),
        pk: { field: 'gsi1pk', composite: ['schoolId', 'schoolYearId', 'classTutorUid'] },
        sk: { field: 'gsi1sk', composite: ['groupId'] },
      },
    },
  },
  entityConfig(),
);
