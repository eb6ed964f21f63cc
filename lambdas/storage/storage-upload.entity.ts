import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * An upload the browser was allowed to start and has not confirmed yet. Confirming turns it into
 * a storage item. Cancelling deletes the object and gives the reservation back at once but keeps
 * the record, marked `canceled`, while the POST policy is still valid; the hourly cleanup (uploads
 * older than UPLOAD_STALE_HOURS, after the policy expired) deletes the object again, so one posted
 * after the cancel goes too, then the record and, unless cancelled, the reservation. Access patterns:
 * - get by owner and upload id (confirm, cancel)
 * - the uploads started on a day (byDay on gsi1: the cleanup job)
 */
export const storageUploadEntity = new TableEntity(
  {
    model: { entity: 'storageUpload', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      ownerUid: { type: 'string', required: true, readOnly: true },
      uploadId: { type: 'string', required: true, readOnly: true },
      folderId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true, readOnly: true },
      size: { type: 'number', required: true, readOnly: true },
      contentType: { type: 'string', required: true, readOnly: true },
      extension: { type: 'string', required: true, readOnly: true },
      objectKey: { type: 'string', required: true, readOnly: true },
      replace: { type: 'boolean', required: true, readOnly: true },
      startedDay: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** Cancelled in the browser: no longer confirmable, its bytes already given back. */
      canceled: { type: 'boolean' },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['schoolId', 'ownerUid'] },
        sk: { field: 'sk', composite: ['uploadId'] },
      },
      byDay: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['startedDay'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'schoolId', 'ownerUid', 'uploadId'] },
      },
    },
  },
  entityConfig(),
);
