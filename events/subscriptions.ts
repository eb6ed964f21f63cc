import type { EventName } from './event-catalog.js';

/**
 * Jobs that run when an event reaches the bus. CDK creates one Lambda and one EventBridge rule
 * (matching source and detail-type, with retries and the dead-letter queue) per entry; the local
 * stack subscribes the same handler module in-process. Handlers must be idempotent: EventBridge
 * delivers at least once.
 */
export interface JobSubscription {
  /** CDK id and function name suffix, e.g. 'UserImport'. */
  id: string;
  detailType: EventName;
  /** Repository path of the module exporting `handler` (built with `jobHandler`). */
  entry: string;
  /** Lambda timeout; imports may run for minutes (at most 15). */
  timeoutMinutes: number;
  memoryMb: number;
}

export const jobSubscriptions: JobSubscription[] = [
  {
    id: 'UserImport',
    detailType: 'userImport.requested',
    entry: 'lambdas/user-import/user-import.job.ts',
    timeoutMinutes: 15,
    memoryMb: 1024,
  },
  {
    id: 'TimetableImport',
    detailType: 'timetable.importRequested',
    entry: 'lambdas/untis-import/timetable-import.job.ts',
    timeoutMinutes: 15,
    memoryMb: 1024,
  },
  {
    id: 'NotificationFanOut',
    detailType: 'notification.sendRequested',
    entry: 'lambdas/notifications/notification-fan-out.job.ts',
    timeoutMinutes: 5,
    memoryMb: 512,
  },
  {
    id: 'PushDelivery',
    detailType: 'notification.pushRequested',
    entry: 'lambdas/notifications/push-delivery.job.ts',
    timeoutMinutes: 5,
    memoryMb: 512,
  },
  {
    id: 'PushWindow',
    detailType: 'notification.pushWindowOpened',
    entry: 'lambdas/notifications/push-window.job.ts',
    timeoutMinutes: 2,
    memoryMb: 256,
  },
];
