import type { EntityItem } from 'electrodb';
import { THUMBNAIL_SIZES, type ThumbnailSize } from '../../shared/storage/storage-rules.js';
import { uploadKey } from '../_lib/files.js';
import type { storageItemEntity } from './storage-item.entity.js';
import type { Owner } from './storage-item.model.js';

/** S3 calls (copies, deletes) at a time within one request. */
export const S3_CONCURRENCY = 8;

/** An item's object below the owner's folder of the files bucket: the item id and its safe extension. */
export const objectName = (owner: Owner, itemId: string, extension: string) =>
  `${owner.ownerUid}/${itemId}${extension ? `.${extension}` : ''}`;
export const objectKeyOf = (owner: Owner, itemId: string, extension: string) =>
  uploadKey('storage', owner.schoolId, objectName(owner, itemId, extension));

export const thumbnailKey = (objectKey: string, size: ThumbnailSize) => `${objectKey}.thumb-${String(size)}.png`;

/** The objects of a stored item in the files bucket: the file and its previews. */
export const objectKeysOf = ({ objectKey, thumbnail }: Pick<EntityItem<typeof storageItemEntity>, 'objectKey' | 'thumbnail'>) =>
  objectKey ? [objectKey, ...(thumbnail === 'ready' ? THUMBNAIL_SIZES.map((size) => thumbnailKey(objectKey, size)) : [])] : [];
