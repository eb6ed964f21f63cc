import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the notifications domain's entities, for the needs.ts of every function that reaches them. */

/** An announced lesson-change revision (the alert job's ledger). */
export const announcementPartition: KeyShape = ['schoolId', 'announcementId'];
/** A person's inbox (a guardian's per child). */
export const inboxPartition: KeyShape = ['schoolId', 'recipientUid', 'subjectUid'];
/** A person's push devices and push deliveries. */
export const pushPartition: KeyShape = ['pushUid'];
/** Sent notifications by author. */
export const sentNotificationPartition: KeyShape = ['schoolId', 'authorUid'];
