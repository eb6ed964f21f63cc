import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, type KeyShape } from '../_lib/needs.js';

/** Pins by id, pins on a board, the school's pin index, a reader's flags, marks and copies: what this domain writes. */
const pinPartitions: KeyShape[] = [
  ['schoolId', 'pinId'],
  ['schoolId', 'pinIndex'],
  ['schoolId', 'pinboardId'],
  ['schoolId', 'readerUid', 'subjectUid'],
  ['schoolId', 'ownerUid', 'subjectUid'],
];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // Boards and groups of the school year, members of a group (a student's groups: the member index),
    // the school's plan version (with the index: a reader's cached board list);
    // the polls a pin links (the poll-link service reads a poll, never writes one); the author's stored
    // files a pin attaches (the storage-file service reads an item, never writes one).
    read: [
      ...apiFunctionReads,
      ...pinPartitions,
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'pollId'],
      ['schoolId', 'ownerUid'],
    ],
    // The school's own boards of a year (admins).
    write: [...pinPartitions, ['schoolId', 'schoolYearId']],
    indexes: ['gsi1'],
  },
  // Attachments: copied from the author's storage into the pin's folder, read by readers through presigned GETs, deleted with the pin.
  files: { read: ['storage/', 'pin-attachments/'], write: ['pin-attachments/'], delete: ['pin-attachments/'] },
};
