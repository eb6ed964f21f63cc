import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  type KeyShape,
  ownerPartition,
  schoolYearPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { pollPartition } from '../polls/key-shapes.js';
import { groupMemberPartition } from '../timetable/key-shapes.js';
import { pinIndexPartition, pinPartition, pinPlacementPartition, pinReadPartition, stackedPinPartition } from './key-shapes.js';

/** Pins by id, pins on a board, the school's pin index, a reader's flags, marks and copies: what this domain writes. */
const pinPartitions: KeyShape[] = [pinPartition, pinIndexPartition, pinPlacementPartition, pinReadPartition, stackedPinPartition];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // Boards and groups of the school year, members of a group (a student's groups: the member index),
    // the school's plan version (with the index: a reader's cached board list);
    // the polls a pin links (the poll-link service reads a poll, never writes one); the author's stored
    // files a pin attaches (the storage-file service reads an item, never writes one).
    read: [
      writeReceiptPartition,
      ...apiFunctionReads,
      ...pinPartitions,
      schoolYearPartition,
      groupMemberPartition,
      pollPartition,
      ownerPartition,
    ],
    // The school's own boards of a year (admins).
    write: [writeReceiptPartition, ...pinPartitions, schoolYearPartition],
    indexes: ['gsi1'],
  },
  // Attachments: copied from the author's storage into the pin's folder, read by readers through presigned GETs, deleted with the pin.
  files: { read: ['storage/', 'pin-attachments/'], write: ['pin-attachments/'], delete: ['pin-attachments/'] },
};
