import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A translation of one text into one language, per school (texts are the school's), keyed by the
 * SHA-256 of the text: a repeated request is answered without calling the translation service.
 * Access patterns:
 * - get the translation of a text (its hash) into a language
 */
export const translationCacheEntity = new TableEntity(
  {
    model: { entity: 'translationCache', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      textHash: { type: 'string', required: true },
      target: { type: 'string', required: true },
      text: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byText: {
        pk: { field: 'pk', composite: ['schoolId', 'textHash'] },
        sk: { field: 'sk', composite: ['target'] },
      },
    },
  },
  entityConfig(),
);
