import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  guardianLinkPartition,
  type KeyShape,
  schoolPartition,
  schoolYearPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { attendanceDayPartition } from '../attendance/key-shapes.js';
import { calendarBookPartition } from '../calendar/key-shapes.js';
import { pinPartition } from '../pins/key-shapes.js';
import { pollPartition } from '../polls/key-shapes.js';
import { groupMemberPartition, lessonDatePartition } from '../timetable/key-shapes.js';
import { announcementPartition, inboxPartition, pushPartition, sentNotificationPartition } from './key-shapes.js';

/** Sent notifications (by author) and inboxes: what this domain writes. */
const notificationPartitions: KeyShape[] = [sentNotificationPartition, inboxPartition];
/** A person's push devices and push deliveries. */
const pushPartitions: KeyShape[] = [pushPartition];
/** Groups of a school year and their members: the recipients of a send. */
const groupPartitions: KeyShape[] = [schoolYearPartition, groupMemberPartition];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // The visible-group check (timetable/my-groups.service.ts) brings the plan's reads (lesson dates by audience and week).
    // The linked poll or pin of a send (the poll-link and pin-link services read one, never write it); ['schoolId', 'book']:
    // the calendars and meeting revisions that reading the plan (timetable/week-read.service.ts) reads with meeting dates.
    read: [
      writeReceiptPartition,
      ...apiFunctionReads,
      ...notificationPartitions,
      ...pushPartitions,
      ...groupPartitions,
      lessonDatePartition,
      pollPartition,
      pinPartition,
      calendarBookPartition,
    ],
    // The user service the bundle reaches can write user records.
    write: [writeReceiptPartition, ...notificationPartitions, ...pushPartitions, schoolPartition],
    indexes: ['gsi1'],
  },
  publishes: ['notification.sendRequested'],
  scheduler: 'notification-',
};

/** The fan-out job: resolves recipients (groups, members, user records, guardian links) and writes the inboxes. */
export const notificationFanOutJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [schoolPartition, guardianLinkPartition, ...notificationPartitions, ...groupPartitions],
    // The user service the bundle reaches can write user records.
    write: [...notificationPartitions, schoolPartition],
    indexes: ['gsi1'],
  },
  publishes: ['notification.pushRequested'],
};

/** The pushing jobs: a person's devices and deliveries, their push times (own and the school's), the window schedules, the VAPID keys. */
export const pushJobNeeds: FunctionNeeds = {
  table: {
    read: [...pushPartitions, schoolPartition],
    write: [...pushPartitions],
    indexes: [],
  },
  scheduler: 'push-window-',
  vapidKeys: true,
};

/** The lesson-change alert job: its ledger, the fan-out's recipients (groups, members, user records, guardian links) and the people's alert switch. */
export const lessonChangeAlertJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [schoolPartition, guardianLinkPartition, inboxPartition, announcementPartition, ...groupPartitions],
    // The user service the bundle reaches can write user records.
    write: [inboxPartition, announcementPartition, schoolPartition],
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
    read: [schoolPartition, guardianLinkPartition, inboxPartition, attendanceDayPartition],
    // The user service the bundle reaches can write user records.
    write: [inboxPartition, schoolPartition],
    indexes: ['gsi1'],
  },
  publishes: ['notification.pushRequested'],
  scheduler: 'absence-alert-',
};
