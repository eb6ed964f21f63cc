import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  guardianLinkPartition,
  type KeyShape,
  ownerPartition,
  schoolPartition,
} from '../_lib/needs.js';
import { attendanceDayPartition, groupRegisterPartition } from '../attendance/key-shapes.js';
import { calendarBookPartition } from '../calendar/key-shapes.js';
import { feedTokenPartition } from '../calendar-feed/key-shapes.js';
import { courseSubscriptionPartition } from '../courses/key-shapes.js';
import { inboxPartition, pushPartition, sentNotificationPartition } from '../notifications/key-shapes.js';
import { pinPartition, pinReadPartition, stackedPinPartition } from '../pins/key-shapes.js';
import { pollPartition } from '../polls/key-shapes.js';
import { groupMemberPartition, weekplanCachePartition } from '../timetable/key-shapes.js';

/**
 * The partitions of a person's own items in every domain (user record, links, inboxes, push
 * devices, calendar feeds, files, poll answers, courses), read by the export and the deletion and
 * written by the deletion.
 */
const personPartitions: KeyShape[] = [
  pushPartition,
  ownerPartition,
  stackedPinPartition,
  pinReadPartition,
  inboxPartition,
  pollPartition,
  courseSubscriptionPartition,
];

/** The partition of pins, which name the person and are only read (export, finding her items). */
const personMentionPartitions: KeyShape[] = [pinPartition];

/**
 * The Art. 15 export reads the person's partitions, the class register entries and group memberships
 * (their indexes); it writes only the audit entry of an admin's export (school partition).
 */
export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      ...apiFunctionReads,
      ...personPartitions,
      ...personMentionPartitions,
      // Sent notifications, the class register entries, group memberships, the groups' lesson registers, meetings.
      sentNotificationPartition,
      attendanceDayPartition,
      groupMemberPartition,
      groupRegisterPartition,
      calendarBookPartition,
    ],
    write: [schoolPartition],
    indexes: ['gsi1', 'gsi2'],
  },
};

/** The partition of a person's cached weekplans: the deletion removes them, the export leaves out what the plan itself holds. */
const cachedPlanPartition: KeyShape = weekplanCachePartition;

/** The daily deletion job: removes or pseudonymises the person's items and their files, deletes the sign-in. */
export const accountDeletionJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    // The live tokens of her calendar feeds go with the feeds; the export reads the feeds only.
    read: [
      guardianLinkPartition,
      schoolPartition,
      ...personPartitions,
      feedTokenPartition,
      ...personMentionPartitions,
      cachedPlanPartition,
    ],
    write: [guardianLinkPartition, schoolPartition, ...personPartitions, feedTokenPartition, cachedPlanPartition],
    indexes: ['gsi1'],
  },
  cognito: ['AdminDeleteUser'],
  files: { delete: ['storage/'] },
};
