import * as z from 'zod';

/**
 * Domain events published to the EventBridge bus: detail-type → zod schema of the detail. Job
 * handlers subscribe by detail-type; CDK creates one rule per subscription, the local bus
 * dispatches the same way.
 */
export const eventCatalog = {
  'schedule.fired': z.object({ scheduleName: z.string(), payload: z.record(z.string(), z.unknown()) }),
  /** A support ticket was stored (no personal data: read the ticket by its id). */
  'support.ticketCreated': z.object({ ticketId: z.string(), role: z.string(), createdAt: z.string() }),
  /** An admin started a user import (students or tutors); the job reads it by school and id. */
  'userImport.requested': z.object({ schoolId: z.string(), importId: z.string() }),
  /** An admin started a timetable import; the job reads the job item (files, school) by its id. */
  'timetable.importRequested': z.object({ schoolId: z.string(), jobId: z.string() }),
  /**
   * A timetable import created or changed lesson changes of today and the next 7 days (Berlin), or
   * their day entered that window (the daily window job): the alert job tells each affected person
   * once per change and revision. At most 50 alerts per event.
   */
  'timetable.lessonChangesDetected': z.object({
    schoolId: z.string(),
    schoolYearId: z.string(),
    detectedAt: z.string(),
    alerts: z
      .array(
        z.object({
          changeId: z.string(),
          revision: z.string(),
          title: z.string(),
          body: z.string(),
          groupIds: z.array(z.string()),
          tutorUids: z.array(z.string()),
          visibleForStudent: z.boolean(),
          visibleForGuardian: z.boolean(),
        }),
      )
      .min(1)
      .max(50),
  }),
  /**
   * Daily (a schedule rule; locally the dev stack): the lesson changes of the day that entered the
   * alert window (today + 7, Berlin) are announced (timetable.lessonChangesDetected).
   */
  'timetable.alertWindowMoved': z.object({}),
  /**
   * Daily (a schedule rule; locally the dev stack): the accounts marked for deletion 30 days ago or
   * earlier are deleted (lambdas/privacy/account-deletion.service.ts).
   */
  'privacy.deletionDue': z.object({}),
  /**
   * A notification is due: sent now, or its scheduled time came (EventBridge Scheduler puts the
   * same event). The fan-out job reads the sent notification by its key.
   */
  'notification.sendRequested': z.object({ schoolId: z.string(), authorUid: z.string(), notificationId: z.string() }),
  /**
   * Received notifications were written: push them to these people's devices (at once, or held
   * until their push window opens). At most 100 people per event; the job pushes each person once.
   */
  'notification.pushRequested': z.object({
    receivedId: z.string(),
    type: z.enum(['info', 'attention', 'important', 'emergency', 'sent']),
    title: z.string(),
    body: z.string(),
    recipientUids: z.array(z.string()).min(1).max(100),
  }),
  /** A person's push window opened (EventBridge Scheduler): their held pushes go out. */
  'notification.pushWindowOpened': z.object({ pushUid: z.string() }),
  /** A stored image needs its previews (100 and 200 px): the thumbnail job reads the item by its key. */
  'storage.thumbnailRequested': z.object({ schoolId: z.string(), ownerUid: z.string(), itemId: z.string() }),
  /**
   * A class register was saved with these students absent without excuse before or after the save,
   * or a lesson where they are began (the alert job's own schedule): the alert job reads the day's
   * final registers and tells their guardians, or corrects an alert whose cause is gone. At most
   * 100 students per event (a register's lesson).
   */
  'classbook.unexcusedAbsences': z.object({
    schoolId: z.string(),
    schoolYearId: z.string(),
    day: z.string(),
    studentUids: z.array(z.string()).min(1).max(100),
  }),
  /**
   * An admin switched the school's encryptData: the job seals (on) or opens (off) the personal
   * fields of the school's user records, as the setting is when it runs (idempotent, resumable).
   */
  'school.encryptDataChanged': z.object({ schoolId: z.string() }),
  /** Hourly (a schedule rule; locally the dev stack): discard uploads a closed browser left pending. */
  'storage.cleanupRequested': z.object({}),
} as const;

export type EventName = keyof typeof eventCatalog;
export type EventDetail<N extends EventName> = z.infer<(typeof eventCatalog)[N]>;

export const EVENT_SOURCE = 'schulapp';
