import { storageItemTypes, thumbnailStates } from '../../shared/schemas/storage.schema.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One file or folder of a user's personal storage 'Dateien' (spec §3 file item). `itemId` starts
 * with the creation time, so a folder's items sort newest first by key. The object lies in the
 * files bucket under `objectKey` (school and user from the caller, never from the browser).
 * Access patterns:
 * - get one by owner and id (rename, delete, download, paste; another user's id is not found)
 * - list a folder's items, newest first, 300 per page (byFolder on gsi1)
 * - all items of the owner (search by name; a folder's subtree through `path`)
 */
export const storageItemEntity = new TableEntity(
  {
    model: { entity: 'storageItem', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      ownerUid: { type: 'string', required: true, readOnly: true },
      itemId: { type: 'string', required: true, readOnly: true },
      folderId: { type: 'string', required: true },
      /** The folders above the item, root side first (without the root): breadcrumb and 'into itself' checks. */
      path: { type: 'list', items: { type: 'string' }, required: true },
      name: { type: 'string', required: true },
      type: { type: storageItemTypes, required: true, readOnly: true },
      contentType: { type: 'string', required: true, readOnly: true },
      extension: { type: 'string', required: true, readOnly: true },
      fileSize: { type: 'number', required: true, readOnly: true },
      objectKey: { type: 'string' },
      blocked: { type: 'boolean', required: true, readOnly: true },
      locked: { type: 'boolean', required: true, readOnly: true },
      thumbnail: { type: thumbnailStates, required: true },
      /** The item this one was copied from (spec: copyFrom), and whether it was moved here. */
      copyFrom: { type: 'string' },
      moved: { type: 'boolean' },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['schoolId', 'ownerUid'] },
        sk: { field: 'sk', composite: ['itemId'] },
      },
      byFolder: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'ownerUid', 'folderId'] },
        sk: { field: 'gsi1sk', composite: ['itemId'] },
      },
    },
  },
  entityConfig(),
);
