import { SCHOOL_LOGO_KEY_PREFIX } from '../../shared/schemas/school-settings.schema.js';
import { apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

/** The school record and the school directory (a new name moves the school's entry); the logo's objects. */
export const needs: FunctionNeeds = {
  table: {
    read: [...apiFunctionReads, ['scope']],
    write: [['schoolId'], ['scope']],
    indexes: ['gsi1'],
  },
  files: { read: [SCHOOL_LOGO_KEY_PREFIX], write: [SCHOOL_LOGO_KEY_PREFIX], delete: [SCHOOL_LOGO_KEY_PREFIX] },
};
