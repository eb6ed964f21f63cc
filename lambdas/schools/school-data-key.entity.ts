import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A school's data key for its personal fields (encryptData), stored only wrapped: by the stage's
 * KMS key in AWS (the KMS ciphertext blob, bound to the school by the encryption context), by the
 * local master key file on one machine. Access pattern: get by school (one item in the school's
 * partition, created once with a condition, so two first writers cannot make two keys).
 */
export const schoolDataKeyEntity = new TableEntity(
  {
    model: { entity: 'schoolDataKey', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      /** Base64 of the wrapped key. */
      wrappedKey: { type: 'string', required: true, readOnly: true },
      wrapping: { type: ['kms', 'local'] as const, required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
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
