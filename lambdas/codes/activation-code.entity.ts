import { activationCodeKinds } from '../../shared/activation-code.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * An activation code, keyed by the code alone so that it is unique across all schools (created
 * with attribute_not_exists). It names its school, its kind and the person's user record: the
 * tutor or student who registers with it, or for guardian codes (`code_guardian`) the child.
 * A code is consumed (`used`) in the same transaction that signs the person up or links the
 * guardian, under the condition that it is still unused. Access patterns:
 * - get by code (code check, registration, adding a child)
 * - list the codes of a school by kind and person (code export, index bySchool)
 */
export const activationCodeEntity = new TableEntity(
  {
    model: { entity: 'activationCode', version: '1', service: 'schulapp' },
    attributes: {
      code: { type: 'string', required: true, readOnly: true },
      schoolId: { type: 'string', required: true, readOnly: true },
      kind: { type: activationCodeKinds, required: true, readOnly: true },
      uid: { type: 'string', required: true, readOnly: true },
      used: { type: 'boolean', required: true },
      usedBy: { type: 'string' },
      usedAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCode: {
        pk: { field: 'pk', composite: ['code'] },
        sk: { field: 'sk', composite: [] },
      },
      bySchool: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId'] },
        sk: { field: 'gsi1sk', composite: ['kind', 'uid'] },
      },
    },
  },
  entityConfig(),
);
