import { storageRoutes } from '../../shared/routes/storage.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { createFolder, deleteItem, getDownload, renameItem } from './storage-items.service.js';
import { listFolder, searchStorage } from './storage-listing.service.js';
import { pasteItems } from './storage-paste.service.js';
import { cancelUpload, confirmUpload, requestUpload } from './storage-uploads.service.js';

export const handler = domainHandler(storageRoutes, resolveCaller, {
  listStorageFolder: ({ caller, input }) =>
    listFolder(caller, input.params.folderId, {
      after: input.query.after,
      thumbnailSize: input.query.thumbnailSize === '100' ? 100 : 200,
    }),
  searchStorage: ({ caller, input }) => searchStorage(caller, input.query.q),
  createStorageFolder: ({ caller, input }) => createFolder(caller, input.params.folderId, input.body.name),
  renameStorageItem: ({ caller, input }) => renameItem(caller, input.params.itemId, input.body.name),
  deleteStorageItem: ({ caller, input }) => deleteItem(caller, input.params.itemId),
  getStorageDownload: ({ caller, input }) => getDownload(caller, input.params.itemId),
  requestStorageUpload: ({ caller, input }) => requestUpload(caller, input.params.folderId, input.body),
  confirmStorageUpload: ({ caller, input }) => confirmUpload(caller, input.params.uploadId),
  cancelStorageUpload: ({ caller, input }) => cancelUpload(caller, input.params.uploadId),
  pasteStorageItems: ({ caller, input }) => pasteItems(caller, input.params.folderId, input.body.mode, input.body.itemIds),
});
