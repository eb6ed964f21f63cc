import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, type KeyShape } from '../_lib/needs.js';

/** A person's inbox (a guardian's per child). */
const inboxPartition: KeyShape = ['schoolId', 'recipientUid', 'subjectUid'];
/** Sent notifications (by author) and inboxes: what this domain writes. */
const notificationPartitions: KeyShape[] = [['schoolId', 'authorUid'], inboxPartition];
/** A person's push devices and push deliveries. */
const pushPartitions: KeyShape[] = [['pushUid']];
/** Groups of a school year and their members: the recipients of a send. */
const groupPartitions: KeyShape[] = [
  ['schoolId', 'schoolYearId'],
  ['schoolId', 'schoolYearId', 'groupId'],
];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // The visible-group check comes with the timetable service (lesson dates by audience and week).
    // The linked poll or pin of a send (the poll-link and pin-link services read one, never write it); ['schoolId', 'book']:
    // the calendars and meeting revisions the timetable service reads with meeting dates.
    read: [
      ...apiFunctionReads,
      ...notificationPartitions,
      ...pushPartitions,
      ...groupPartitions,
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
      ['schoolId', 'pollId'],
      ['schoolId', 'pinId'],
      // The pin's placements live in the pin entity module the pin-link service imports (never read here).
      ['schoolId', 'pinboardId'],
      ['schoolId', 'book'],
    ],
    // The user service the bundle reaches can write user records.
    write: [...notificationPartitions, ...pushPartitions, ['schoolId']],
    indexes: ['gsi1'],
  },
  publishes: ['notification.sendRequested'],
  scheduler: 'notification-',
};

/** The fan-out job: resolves recipients (groups, members, user records, guardian links) and writes the inboxes. */
export const notificationFanOutJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [['schoolId'], ['guardianUid'], ...notificationPartitions, ...groupPartitions],
    // The user service the bundle reaches can write user records.
    write: [...notificationPartitions, ['schoolId']],
    indexes: ['gsi1'],
  },
  publishes: ['notification.pushRequested'],
};

/** The pushing jobs: a person's devices and deliveries, their push times (own and the school's), the window schedules, the VAPID keys. */
export const pushJobNeeds: FunctionNeeds = {
  table: {
    read: [...pushPartitions, ['schoolId']],
    write: [...pushPartitions],
    indexes: [],
  },
  scheduler: 'push-window-',
  vapidKeys: true,
};

/** An announced lesson-change revision (the alert job's ledger). */
const announcementPartition: KeyShape = ['schoolId', 'announcementId'];

/** The lesson-change alert job: its ledger, the fan-out's recipients (groups, members, user records, guardian links) and the people's alert switch. */
export const lessonChangeAlertJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [['schoolId'], ['guardianUid'], inboxPartition, announcementPartition, ...groupPartitions],
    // The user service the bundle reaches can write user records.
    write: [inboxPartition, announcementPartition, ['schoolId']],
    indexes: ['gsi1'],
  },
  publishes: ['notification.pushRequested'],
};

/**
 * The unexcused-absence alert job: the day's lesson registers (their final state), the students'
 * records (names) and guardian links, the guardians' inboxes; its schedules of lesson starts.
 */
export const unexcusedAbsenceAlertJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [['schoolId'], ['guardianUid'], inboxPartition, ['schoolId', 'schoolYearId', 'day']],
    // The user service the bundle reaches can write user records.
    write: [inboxPartition, ['schoolId']],
    indexes: ['gsi1'],
  },
  publishes: ['notification.pushRequested'],
  scheduler: 'absence-alert-',
};
