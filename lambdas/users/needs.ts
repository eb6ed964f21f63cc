import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ['code']],
    write: [['schoolId'], ['code']],
    indexes: ['gsi1'],
  },
  cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup'],
};

/** The encryptData job: the school's record and key, its user records (sealed or opened in place). */
export const userEncryptionJobNeeds: FunctionNeeds = {
  table: { read: [['schoolId']], write: [['schoolId']], indexes: ['gsi1'] },
  personalDataKey: ['decrypt'],
};
