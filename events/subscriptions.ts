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
  /**
   * Packages with native binaries that esbuild cannot bundle: left out of the bundle and installed
   * by CDK (`bundling.nodeModules`) for linux-x64, the function then runs on x86_64.
   */
  nativeModules?: string[];
  /** Also (in AWS only: on the schedule) put on the bus by a schedule rule, e.g. 'rate(1 hour)', 'rate(1 day)'; the local stack runs it on a timer. */
  schedule?: `rate(${string})`;
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
    id: 'LessonChangeAlert',
    detailType: 'timetable.lessonChangesDetected',
    entry: 'lambdas/notifications/lesson-change-alert.job.ts',
    timeoutMinutes: 5,
    memoryMb: 512,
  },
  {
    id: 'LessonChangeWindow',
    detailType: 'timetable.alertWindowMoved',
    entry: 'lambdas/timetable/lesson-change-window.job.ts',
    timeoutMinutes: 5,
    memoryMb: 256,
    schedule: 'rate(1 day)',
  },
  {
    id: 'UnexcusedAbsenceAlert',
    detailType: 'classbook.unexcusedAbsences',
    entry: 'lambdas/notifications/unexcused-absence-alert.job.ts',
    timeoutMinutes: 2,
    memoryMb: 256,
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
  {
    id: 'StorageThumbnail',
    detailType: 'storage.thumbnailRequested',
    entry: 'lambdas/storage/storage-thumbnail.job.ts',
    timeoutMinutes: 2,
    memoryMb: 1024,
    // sharp's native binary: installed for the Lambda's platform next to the bundle (see JobSubscription.nativeModules).
    nativeModules: ['sharp'],
  },
  {
    id: 'StorageCleanup',
    detailType: 'storage.cleanupRequested',
    entry: 'lambdas/storage/storage-cleanup.job.ts',
    timeoutMinutes: 5,
    memoryMb: 256,
    schedule: 'rate(1 hour)',
  },
  {
    id: 'UserEncryption',
    detailType: 'school.encryptDataChanged',
    entry: 'lambdas/users/user-encryption.job.ts',
    timeoutMinutes: 15,
    memoryMb: 512,
  },
  {
    id: 'AccountDeletion',
    detailType: 'privacy.deletionDue',
    entry: 'lambdas/privacy/account-deletion.job.ts',
    timeoutMinutes: 15,
    memoryMb: 512,
    schedule: 'rate(1 day)',
  },
];
