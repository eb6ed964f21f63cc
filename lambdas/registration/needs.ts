import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, guardianLinkPartition, schoolPartition } from '../_lib/needs.js';
import { codeRedemptionPartitions } from '../codes/key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ...codeRedemptionPartitions],
    write: [schoolPartition, guardianLinkPartition, ...codeRedemptionPartitions],
    indexes: ['gsi1'],
  },
  cognito: ['AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
};
