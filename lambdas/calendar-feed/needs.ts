import { apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  table: {
    read: [
      ...apiFunctionReads,
      ['schoolId', 'ownerUid'],
      ['tokenHash'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
    ],
    write: [
      ['schoolId', 'ownerUid'],
      ['tokenHash'],
      ['schoolId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
      ['scope', 'bucket'],
      ['guardianUid'],
      ['code'],
    ],
    indexes: ['gsi1'],
  },
};
