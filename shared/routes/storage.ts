import {
  createFolderBodySchema,
  deletedSchema,
  downloadSchema,
  folderListingSchema,
  folderParamsSchema,
  folderQuerySchema,
  itemParamsSchema,
  pasteBodySchema,
  pasteResultSchema,
  renameBodySchema,
  requestedUploadSchema,
  requestUploadBodySchema,
  searchQuerySchema,
  searchResultSchema,
  storageItemSchema,
  uploadParamsSchema,
} from '../schemas/storage.schema.js';
import { defineRoutes } from './define-routes.js';

/** Personal storage 'Dateien': students and tutors only (guardians have none); keys come from the caller. */
export const storageRoutes = defineRoutes(
  { name: 'storage', access: { roles: ['student', 'tutor'] } },
  {
    listStorageFolder: {
      method: 'GET',
      path: '/api/storage/folders/{folderId}',
      params: folderParamsSchema,
      query: folderQuerySchema,
      response: folderListingSchema,
    },
    searchStorage: { method: 'GET', path: '/api/storage/search', query: searchQuerySchema, response: searchResultSchema },
    createStorageFolder: {
      method: 'POST',
      path: '/api/storage/folders/{folderId}/folders',
      params: folderParamsSchema,
      body: createFolderBodySchema,
      response: storageItemSchema,
    },
    renameStorageItem: {
      method: 'PATCH',
      path: '/api/storage/items/{itemId}',
      params: itemParamsSchema,
      body: renameBodySchema,
      response: storageItemSchema,
    },
    deleteStorageItem: { method: 'DELETE', path: '/api/storage/items/{itemId}', params: itemParamsSchema, response: deletedSchema },
    getStorageDownload: {
      method: 'GET',
      path: '/api/storage/items/{itemId}/download',
      params: itemParamsSchema,
      response: downloadSchema,
    },
    requestStorageUpload: {
      method: 'POST',
      path: '/api/storage/folders/{folderId}/uploads',
      params: folderParamsSchema,
      body: requestUploadBodySchema,
      response: requestedUploadSchema,
    },
    confirmStorageUpload: {
      method: 'POST',
      path: '/api/storage/uploads/{uploadId}',
      params: uploadParamsSchema,
      response: storageItemSchema,
    },
    cancelStorageUpload: {
      method: 'DELETE',
      path: '/api/storage/uploads/{uploadId}',
      params: uploadParamsSchema,
      response: deletedSchema,
    },
    pasteStorageItems: {
      method: 'POST',
      path: '/api/storage/folders/{folderId}/paste',
      params: folderParamsSchema,
      body: pasteBodySchema,
      response: pasteResultSchema,
    },
  },
);
