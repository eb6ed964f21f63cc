import { apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  table: {
    read: [...apiFunctionReads, ['code']],
    write: [['schoolId'], ['code']],
    indexes: ['gsi1'],
  },
  cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup'],
};
