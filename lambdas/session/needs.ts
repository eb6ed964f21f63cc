import { SCHOOL_LOGO_KEY_PREFIX } from '../../shared/schemas/school-settings.schema.js';
import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ['code'], ['scope', 'bucket']],
    write: [['schoolId'], ['guardianUid'], ['scope', 'bucket'], ['code']],
    indexes: ['gsi1'],
  },
  /** The bootstrap's URL of the school logo. */
  files: { read: [SCHOOL_LOGO_KEY_PREFIX] },
};
