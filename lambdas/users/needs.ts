import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, schoolPartition, writeReceiptPartition } from '../_lib/needs.js';
import { activationCodePartition } from '../codes/key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, activationCodePartition],
    write: [writeReceiptPartition, schoolPartition, activationCodePartition],
    indexes: ['gsi1'],
  },
  cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup'],
};

/** The encryptData job: the school's record and key, its user records (sealed or opened in place). */
export const userEncryptionJobNeeds: FunctionNeeds = {
  table: { read: [schoolPartition], write: [schoolPartition], indexes: ['gsi1'] },
  personalDataKey: ['decrypt'],
};
