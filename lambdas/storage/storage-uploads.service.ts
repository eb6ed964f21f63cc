import { publishEvent } from '../../events/publish.js';
import type { RequestedUpload } from '../../shared/schemas/storage.schema.js';
import { ROOT_FOLDER_ID, safeExtension, storedContentType } from '../../shared/storage/storage-rules.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure, transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { deleteFile, fileSize, presignUpload } from '../_lib/files.js';
import { storageItemEntity } from './storage-item.entity.js';
import { newItemId, ownerOf, toStorageItem, type Owner } from './storage-item.model.js';
import { objectKeyOf, objectName } from './storage-objects.model.js';
import { folderItems, getItem, releaseBytes, removeItems, requireWritableFolder, reserveBytes } from './storage-owner.service.js';
import { storageUploadEntity } from './storage-upload.entity.js';
import { replacedFiles, uploadedItem, type Upload } from './storage-upload.model.js';

const uploadWrites = entityService({ storageUploadEntity, storageItemEntity });

/** The presigned POST's lifetime: an upload may take a while on a slow line. */
const UPLOAD_URL_SECONDS = 3600;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Starts an upload: reserves its size against the quota, remembers it as pending and hands out a
 * presigned POST for exactly this size, content type and key. Unknown content types are stored as
 * application/octet-stream and shown as 'unknown'.
 */
export const requestUpload = async (
  caller: Caller,
  folderId: string,
  input: { name: string; size: number; contentType?: string; replace?: boolean },
): Promise<RequestedUpload> => {
  const owner = ownerOf(caller);
  await requireWritableFolder(owner, folderId);
  const uploadId = newItemId();
  const extension = safeExtension(input.name);
  const type = storedContentType(input.contentType);
  await reserveBytes(owner, input.size);
  const now = new Date();
  await storageUploadEntity
    .create({
      ...owner,
      uploadId,
      folderId,
      name: input.name,
      size: input.size,
      contentType: type.shown,
      extension,
      objectKey: objectKeyOf(owner, uploadId, extension),
      replace: input.replace ?? false,
      startedDay: utcDay(now),
      createdAt: now.toISOString(),
    })
    .go();
  const upload = await presignUpload(
    'storage',
    owner.schoolId,
    objectName(owner, uploadId, extension),
    UPLOAD_URL_SECONDS,
    type.upload,
    input.size,
  );
  return { uploadId, name: input.name, upload };
};

/** A pending upload; a cancelled one is not found (it waits only for the cleanup). */
const requireUpload = async (owner: Owner, uploadId: string) => {
  const { data } = await storageUploadEntity.get({ ...owner, uploadId }).go();
  if (!data || data.canceled) throw new AppError('not-found');
  return data;
};

/**
 * The browser's upload finished: the object must be there with the reserved size. The pending
 * upload becomes the item in one transaction; with 'Ersetzen' the file of the same name goes, else
 * a clash gets the ' (Kopie)' name. Images get their thumbnails from the job.
 */
export const confirmUpload = async (caller: Caller, uploadId: string) => {
  const owner = ownerOf(caller);
  const upload = await requireUpload(owner, uploadId);
  const stored = await fileSize(upload.objectKey);
  if (stored === null) throw new AppError('storage-upload-missing');
  if (stored !== upload.size) {
    await cancelUpload(caller, uploadId);
    throw new AppError('storage-upload-missing');
  }
  const siblings = await folderItems(owner, upload.folderId);
  const replaced = replacedFiles(upload, siblings);
  const now = new Date().toISOString();
  const path = upload.folderId === ROOT_FOLDER_ID ? [] : [...((await getItem(owner, upload.folderId))?.path ?? []), upload.folderId];
  const item = uploadedItem(owner, upload, siblings, replaced, path, now);
  const result = await uploadWrites.transaction
    .write(({ storageUploadEntity: uploads, storageItemEntity: items }) => [
      uploads
        .delete({ ...owner, uploadId })
        .where(({ uploadId: id, canceled }, { exists, notExists }) => `${exists(id)} AND ${notExists(canceled)}`)
        .commit(),
      items.create(item).commit(),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('not-found');
  await removeItems(owner, replaced);
  if (item.thumbnail === 'pending') await publishEvent('storage.thumbnailRequested', { ...owner, itemId: uploadId });
  return toStorageItem(item);
};

/**
 * Cancel or failure in the browser: nothing of the upload stays (spec: 'Wird nicht gespeichert.').
 * The record is marked first (a confirm running at the same time then fails), then the object and
 * the reserved bytes go. The marked record stays until the cleanup, because the POST policy is still
 * valid: whatever is posted after the cancel is deleted with it.
 */
export const cancelUpload = async (caller: Caller, uploadId: string) => {
  const owner = ownerOf(caller);
  const upload = await requireUpload(owner, uploadId);
  try {
    await storageUploadEntity
      .patch({ ...owner, uploadId })
      .set({ canceled: true })
      .where(({ canceled }, { notExists }) => notExists(canceled))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return { deleted: 0 };
    throw error;
  }
  await deleteFile(upload.objectKey);
  await releaseBytes(owner, upload.size);
  return { deleted: 1 };
};

/**
 * Uploads older than this are abandoned (a closed browser) or cancelled: the cleanup job discards
 * them. Twice the POST policy's lifetime, so nothing can be posted for a record once it is gone.
 */
export const UPLOAD_STALE_HOURS = (2 * UPLOAD_URL_SECONDS) / 3600;

/**
 * The cleanup's end of an upload: its object (if any came, also after a cancel), the record and,
 * unless the cancel gave them back, the reserved bytes. The delete is conditional on the state read,
 * so a cancel in between leaves it to the next run and no bytes are given back twice.
 */
const discardUpload = async (upload: Upload) => {
  const owner = { schoolId: upload.schoolId, ownerUid: upload.ownerUid };
  await deleteFile(upload.objectKey);
  try {
    await storageUploadEntity
      .delete({ ...owner, uploadId: upload.uploadId })
      .where(({ uploadId, canceled }, { exists, notExists, eq }) =>
        upload.canceled ? `${exists(uploadId)} AND ${eq(canceled, true)}` : `${exists(uploadId)} AND ${notExists(canceled)}`,
      )
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  if (!upload.canceled) await releaseBytes(owner, upload.size);
  return true;
};

/** The cleanup job: discards every upload (pending or cancelled) started before `now` minus the stale time (days are UTC partitions). */
export const discardStaleUploads = async (now = new Date()) => {
  const cutoff = new Date(now.getTime() - UPLOAD_STALE_HOURS * 3_600_000).toISOString();
  let discarded = 0;
  for (let daysBack = 0; daysBack <= 2; daysBack += 1) {
    const startedDay = utcDay(new Date(now.getTime() - daysBack * 86_400_000));
    const { data } = await storageUploadEntity.query.byDay({ startedDay }).lt({ createdAt: cutoff }).go({ pages: 'all' });
    for (const upload of data) if (await discardUpload(upload)) discarded += 1;
  }
  return discarded;
};
