import { isConditionFailure } from '../_lib/condition-failure.js';
import { storageItemEntity } from './storage-item.entity.js';
import type { Owner } from './storage-item.model.js';
import { getItem } from './storage-owner.service.js';

/** The thumbnail job's view of an item. */
export const getItemForThumbnail = (owner: Owner, itemId: string) => getItem(owner, itemId);
export const setThumbnailState = async (owner: Owner, itemId: string, thumbnail: 'ready' | 'failed') => {
  try {
    await storageItemEntity
      .patch({ ...owner, itemId })
      .set({ thumbnail })
      .go();
  } catch (error) {
    // Deleted while the job ran: nothing to mark.
    if (!isConditionFailure(error)) throw error;
  }
};
