import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ['code'], ['scope', 'bucket']],
    write: [['schoolId'], ['guardianUid'], ['scope', 'bucket'], ['code']],
    indexes: ['gsi1'],
  },
  cognito: ['AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
};
