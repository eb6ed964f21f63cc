import type { EntityItem } from 'electrodb';
import { freeName, hasPreview, nameKey } from '../../shared/storage/storage-rules.js';
import type { Item, Owner } from './storage-item.model.js';
import type { storageUploadEntity } from './storage-upload.entity.js';

export type Upload = EntityItem<typeof storageUploadEntity>;

/** With 'Ersetzen' the files of the upload's name go, never a blocked one or a folder; without it nothing goes. */
export const replacedFiles = (upload: Pick<Upload, 'name' | 'replace'>, siblings: Item[]) =>
  upload.replace ? siblings.filter((item) => item.type === 'file' && !item.blocked && nameKey(item.name) === nameKey(upload.name)) : [];

/**
 * The item a confirmed upload becomes in its folder (`path`: the folder's own path and the folder):
 * a name still taken once `replaced` are gone gets the ' (Kopie)' name, and an image waits for its previews.
 */
export const uploadedItem = (owner: Owner, upload: Upload, siblings: Item[], replaced: Item[], path: string[], now: string) => ({
  ...owner,
  itemId: upload.uploadId,
  folderId: upload.folderId,
  path,
  name: freeName(
    upload.name,
    siblings.filter((item) => !replaced.includes(item)).map((item) => item.name),
  ),
  type: 'file' as const,
  contentType: upload.contentType,
  extension: upload.extension,
  fileSize: upload.size,
  objectKey: upload.objectKey,
  blocked: false,
  locked: false,
  thumbnail: hasPreview(upload.contentType) ? ('pending' as const) : ('none' as const),
  createdAt: now,
  updatedAt: now,
});
