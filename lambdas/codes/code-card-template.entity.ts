import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The school's text on its code cards ('Kopiervorlagen'), one item per school. Access patterns:
 * - get by school (code-card export, template dialog)
 * - put by school (template dialog)
 */
export const codeCardTemplateEntity = new TableEntity(
  {
    model: { entity: 'codeCardTemplate', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      heading: { type: 'string', required: true },
      intro: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
