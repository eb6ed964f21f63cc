import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** Announcements are kept until their lesson day has long passed (a change is announced at most 7 days ahead), then expire. */
export const ANNOUNCEMENT_KEEP_DAYS = 30;

/**
 * The ledger of lesson-change alerts: one item per school and announced change revision
 * (`notificationId`, a hash of change id and revision), created conditionally by the first job
 * that announces it. Its `announcedAt` fixes the received items' ids, so every later or concurrent
 * run (a second import, the daily window job, a redelivered event) writes into the same items;
 * `done` marks that every inbox was written and the pushes requested. Access patterns:
 * - create once per change revision (conditional put), else read the one that exists
 * - mark done after the inboxes were written
 */
export const lessonChangeAnnouncementEntity = new TableEntity(
  {
    model: { entity: 'lessonChangeAnnouncement', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      announcementId: { type: 'string', required: true },
      announcedAt: { type: 'string', required: true },
      done: { type: 'boolean', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['schoolId', 'announcementId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
