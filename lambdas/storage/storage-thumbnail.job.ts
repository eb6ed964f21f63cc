import sharp from 'sharp';
import { MAX_STORAGE_FILE_BYTES, THUMBNAIL_SIZES } from '../../shared/storage/storage-rules.js';
import { putFile, readFile } from '../_lib/files.js';
import { jobHandler } from '../_lib/job-handler.js';
import { logger } from '../_lib/observability.js';
import { thumbnailKey } from './storage-objects.model.js';
import { getItemForThumbnail, setThumbnailState } from './storage-thumbnails.service.js';

/**
 * Previews of an uploaded image (jpeg, png, gif, svg): 100 and 200 px PNGs next to the object,
 * made with sharp (the first frame of a gif; an svg is rendered, never served as it is). An image
 * sharp cannot read marks the item 'failed', and the explorer shows the warning icon. Idempotent:
 * a retry writes the same previews again.
 */
export const handler = jobHandler('storage.thumbnailRequested', async ({ schoolId, ownerUid, itemId }) => {
  const owner = { schoolId, ownerUid };
  const item = await getItemForThumbnail(owner, itemId);
  if (!item?.objectKey) return;
  const bytes = await readFile(item.objectKey, MAX_STORAGE_FILE_BYTES);
  if (!bytes) return;
  try {
    for (const size of THUMBNAIL_SIZES) {
      const png = await sharp(bytes, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize(size, size, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
      await putFile(thumbnailKey(item.objectKey, size), png, 'image/png');
    }
  } catch (error) {
    logger.warn('thumbnail failed', { error: (error as Error).message.slice(0, 200) });
    await setThumbnailState(owner, itemId, 'failed');
    return;
  }
  await setThumbnailState(owner, itemId, 'ready');
});
