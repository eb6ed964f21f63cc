import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PresignedUpload } from '@shared/schemas/upload.schema.js';
import { uploadFormData } from '@shared/schemas/upload.schema.js';
import type { PasteMode } from '@shared/storage/storage-rules.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** One folder page (the newest 300; `after` for the next); thumbnails in the explorer's 200 px or the picker's 100 px. */
export const useFolder = (folderId: string, after?: string, thumbnailSize: '100' | '200' = '200') =>
  useApi('listStorageFolder', { params: { folderId }, query: { ...(after && { after }), thumbnailSize } });

/** The next page of a folder after `after` (the explorer's 'Weitere laden'). */
export const fetchFolderPage = (folderId: string, after: string, thumbnailSize: '100' | '200') =>
  callApi('listStorageFolder', { params: { folderId }, query: { after, thumbnailSize } });

/** Search in all folders (3 characters at least, §9 search minimum). */
export const useStorageSearch = (text: string) => useApi(text.trim().length >= 3 ? 'searchStorage' : null, { query: { q: text.trim() } });

const isFolderKey = (key: unknown) => Array.isArray(key) && (key[0] === 'listStorageFolder' || key[0] === 'searchStorage');

/** Every loaded folder page and search again (after changes that may touch several folders). */
export const useRefreshStorage = () => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isFolderKey), [mutate]);
};

export const createFolder = (folderId: string, name: string) => callApi('createStorageFolder', { params: { folderId }, body: { name } });
export const renameItem = (itemId: string, name: string) => callApi('renameStorageItem', { params: { itemId }, body: { name } });
export const deleteItem = (itemId: string) => callApi('deleteStorageItem', { params: { itemId } });
export const pasteItems = (folderId: string, mode: PasteMode, itemIds: string[]) =>
  callApi('pasteStorageItems', { params: { folderId }, body: { mode, itemIds } });
export const requestUpload = (folderId: string, file: File, replace: boolean) =>
  callApi('requestStorageUpload', {
    params: { folderId },
    body: { name: file.name, size: file.size, ...(file.type && { contentType: file.type }), replace },
  });
export const confirmUpload = (uploadId: string) => callApi('confirmStorageUpload', { params: { uploadId } });
export const cancelUpload = (uploadId: string) => callApi('cancelStorageUpload', { params: { uploadId } });

/** Opens the file's short-lived download URL (the browser saves it under its name). */
export const downloadItem = async (itemId: string) => {
  const { url } = await callApi('getStorageDownload', { params: { itemId } });
  window.location.assign(url);
};

export class UploadAborted extends Error {
  constructor() {
    super('canceled');
    this.name = 'UploadAborted';
  }
}

/**
 * POSTs the file with its presigned policy, reporting real progress (XMLHttpRequest's upload
 * events, 0 to 100); `signal` aborts it. Rejects with UploadAborted on abort, Error otherwise.
 */
export const postWithProgress = (upload: PresignedUpload, file: File, onProgress: (percent: number) => void, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(`error uploading file (${String(request.status)})`));
    };
    request.onerror = () => reject(new Error('error uploading file'));
    request.onabort = () => reject(new UploadAborted());
    if (signal.aborted) {
      reject(new UploadAborted());
      return;
    }
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(uploadFormData(upload, file));
  });
