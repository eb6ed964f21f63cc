import { apiFunctionReads, type FunctionNeeds, type KeyShape } from '../_lib/needs.js';

/** Pins by id, pins on a board, a reader's flags and copies: what this domain writes. */
const pinPartitions: KeyShape[] = [
  ['schoolId', 'pinId'],
  ['schoolId', 'pinboardId'],
  ['schoolId', 'readerUid', 'subjectUid'],
  ['schoolId', 'ownerUid', 'subjectUid'],
];

export const needs: FunctionNeeds = {
  table: {
    // Boards and groups of the school year, members of a group (a student's groups: the member index).
    read: [...apiFunctionReads, ...pinPartitions, ['schoolId', 'schoolYearId'], ['schoolId', 'schoolYearId', 'groupId']],
    write: pinPartitions,
    indexes: ['gsi1'],
  },
};
