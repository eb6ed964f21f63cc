import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  type KeyShape,
  ownerPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';

/** A user's items, usage counter and pending uploads (a folder's items and uploads by day: gsi1). */
const ownerPartitions: KeyShape[] = [ownerPartition];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, ...ownerPartitions],
    write: [writeReceiptPartition, ...ownerPartitions],
    indexes: ['gsi1'],
  },
  files: { read: ['storage/'], write: ['storage/'], delete: ['storage/'] },
  publishes: ['storage.thumbnailRequested'],
};

/** Reads the image, writes its previews next to it and marks the item. */
export const storageThumbnailJobNeeds: FunctionNeeds = {
  table: { read: [...ownerPartitions], write: [...ownerPartitions], indexes: ['gsi1'] },
  files: { read: ['storage/'], write: ['storage/'], delete: ['storage/'] },
};

/** Discards stale uploads: their objects, records and reserved bytes (the upload services' module, which also presigns and confirms). */
export const storageCleanupJobNeeds: FunctionNeeds = {
  table: { read: [...ownerPartitions], write: [...ownerPartitions], indexes: ['gsi1'] },
  files: { write: ['storage/'], delete: ['storage/'] },
  publishes: ['storage.thumbnailRequested'],
};
