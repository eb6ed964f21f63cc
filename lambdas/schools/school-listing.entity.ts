import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** The one partition of the school directory. */
export const SCHOOL_DIRECTORY = 'schools';

/**
 * A school's entry in the platform's school directory, keyed by its normalised name, so two
 * schools can never carry the same name (the entry is created with the school in one transaction,
 * on the condition that none exists). Access patterns:
 * - list every school of the platform (one query of the directory partition; the operator's `school list`)
 * - get a school by its name (onboarding checks the name; `school show <name>`)
 */
export const schoolListingEntity = new TableEntity(
  {
    model: { entity: 'schoolListing', version: '1', service: 'schulapp' },
    attributes: {
      scope: { type: [SCHOOL_DIRECTORY] as const, required: true, readOnly: true },
      /** The name trimmed, lowercased, inner blanks as one space (see schoolNameKey). */
      nameKey: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      schoolId: { type: 'string', required: true, readOnly: true },
      /** The e-mail address of the admin the onboarding created (a repeated onboarding with it changes nothing); absent for demo schools without one. */
      adminEmail: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['scope'] },
        sk: { field: 'sk', composite: ['nameKey'] },
      },
    },
  },
  entityConfig(),
);
