import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { deleteFile } from '../_lib/files.js';
import { storageItemEntity } from './storage-item.entity.js';
import { objectKeysOf, S3_CONCURRENCY } from './storage-objects.model.js';
import { storageUploadEntity } from './storage-upload.entity.js';
import { storageUsageEntity } from './storage-usage.entity.js';

/**
 * Removes a deleted account's 'Dateien': the objects first (with previews and unfinished uploads),
 * then their records and the quota counter, so a run that stopped in between finds the records
 * again and finishes. Deleting an object or item that is gone is no error.
 */
export const eraseStorage = async (schoolId: string, ownerUid: string) => {
  const owner = { schoolId, ownerUid };
  const [{ data: items }, { data: uploads }] = await Promise.all([
    storageItemEntity.query.byOwner(owner).go({ pages: 'all' }),
    storageUploadEntity.query.byOwner(owner).go({ pages: 'all' }),
  ]);
  await mapWithConcurrency([...items.flatMap(objectKeysOf), ...uploads.map((upload) => upload.objectKey)], S3_CONCURRENCY, (key) =>
    deleteFile(key),
  );
  if (items.length > 0) await storageItemEntity.delete(items.map(({ itemId }) => ({ ...owner, itemId }))).go();
  if (uploads.length > 0) await storageUploadEntity.delete(uploads.map(({ uploadId }) => ({ ...owner, uploadId }))).go();
  await storageUsageEntity.delete(owner).go();
};
