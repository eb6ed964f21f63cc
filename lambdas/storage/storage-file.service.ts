import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { storageItemEntity } from './storage-item.entity.js';

/** Where a stored file lies and what it is, for a domain that copies it (pin attachments). */
export interface StoredFile {
  objectKey: string;
  name: string;
  contentType: string;
  fileSize: number;
}

/**
 * A file of the caller's own storage (one get, read only): another user's item, a folder or an
 * unknown id is refused as a field error, so nobody attaches what is not theirs.
 */
export const ownStoredFile = async (caller: Caller, itemId: string): Promise<StoredFile> => {
  const { data } = await storageItemEntity.get({ schoolId: caller.schoolId, ownerUid: caller.uid, itemId }).go();
  if (data?.type !== 'file' || !data.objectKey) throw new AppError('validation-failed', { storageItemIds: 'not_own_file' });
  return { objectKey: data.objectKey, name: data.name, contentType: data.contentType, fileSize: data.fileSize };
};
