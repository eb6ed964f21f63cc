import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One timetable import of a school: its uploaded files (S3 keys under the school), what the
 * inspection detected, and the job's status, progress and result. DynamoDB's TTL removes it after
 * 90 days. Access patterns:
 * - get one job by school and id (the admin's page polls it, the job updates it)
 */
export const importJobEntity = new TableEntity(
  {
    model: { entity: 'timetableImportJob', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      jobId: { type: 'string', required: true },
      createdBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      status: { type: ['uploading', 'inspected', 'queued', 'running', 'done', 'failed'] as const, required: true },
      files: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            name: { type: 'string', required: true },
            key: { type: 'string', required: true },
            kind: { type: 'string' },
            encoding: { type: 'string' },
            separator: { type: 'string' },
            rows: { type: 'number' },
            bytes: { type: 'number' },
          },
        },
      },
      progress: { type: 'number', default: 0 },
      /** ImportCount per category (shared/schemas/timetable-import.schema.ts). */
      counts: { type: 'any' },
      changes: { type: 'number' },
      holidayDays: { type: 'number' },
      warnings: {
        type: 'list',
        default: () => [],
        items: {
          type: 'map',
          properties: {
            file: { type: 'string', required: true },
            line: { type: 'number', required: true },
            /** An ImportWarning's code and params (shared/schemas/timetable-import-warning.schema.ts). */
            code: { type: 'string', required: true },
            params: { type: 'any', required: true },
          },
        },
      },
      warningCount: { type: 'number', default: 0 },
      error: { type: 'string' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['jobId'] },
      },
    },
  },
  entityConfig(),
);
