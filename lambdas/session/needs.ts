import { SCHOOL_LOGO_KEY_PREFIX } from '../../shared/schemas/school-settings.schema.js';
import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, guardianLinkPartition, schoolPartition } from '../_lib/needs.js';
import { codeRedemptionPartitions } from '../codes/key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ...codeRedemptionPartitions],
    write: [schoolPartition, guardianLinkPartition, ...codeRedemptionPartitions],
    indexes: ['gsi1'],
  },
  /** The bootstrap's URL of the school logo. */
  files: { read: [SCHOOL_LOGO_KEY_PREFIX] },
};
