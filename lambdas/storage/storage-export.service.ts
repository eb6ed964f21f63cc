import { storageItemEntity } from './storage-item.entity.js';

/** A person's files and folders in 'Dateien' for the Art. 15 export: the metadata, not the contents. */
export const exportStorageItems = async (schoolId: string, ownerUid: string) => {
  const { data } = await storageItemEntity.query.byOwner({ schoolId, ownerUid }).go({ pages: 'all' });
  return data.map(({ itemId, folderId, path, name, type, contentType, fileSize, createdAt, updatedAt }) => ({
    itemId,
    folderId,
    path,
    name,
    type,
    contentType,
    fileSize,
    createdAt,
    updatedAt,
  }));
};
