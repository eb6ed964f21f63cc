import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A user's own push times (the spec's userRecord.settings.pushSettings), one item per user inside
 * the user's school, and whether they want lesson-change alerts. Access pattern: get and put by
 * school and uid. No item: the school's window, alerts on.
 */
export const pushSettingEntity = new TableEntity(
  {
    model: { entity: 'pushSetting', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      uid: { type: 'string', required: true },
      days: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            starttime: { type: 'string', required: true },
            endtime: { type: 'string', required: true },
            disabled: { type: 'boolean', required: true },
          },
        },
      },
      /** False: no notifications about timetable changes (absent: on). */
      lessonChangeAlerts: { type: 'boolean' },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['uid'] },
      },
    },
  },
  entityConfig(),
);
