import type { EntityItem } from 'electrodb';
import { THUMBNAIL_SIZES, type ThumbnailSize } from '../../shared/storage/storage-rules.js';
import type { storageItemEntity } from './storage-item.entity.js';

export const thumbnailKey = (objectKey: string, size: ThumbnailSize) => `${objectKey}.thumb-${String(size)}.png`;

/** The objects of a stored item in the files bucket: the file and its previews. */
export const objectKeysOf = ({ objectKey, thumbnail }: Pick<EntityItem<typeof storageItemEntity>, 'objectKey' | 'thumbnail'>) =>
  objectKey ? [objectKey, ...(thumbnail === 'ready' ? THUMBNAIL_SIZES.map((size) => thumbnailKey(objectKey, size)) : [])] : [];
