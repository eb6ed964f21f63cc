import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, type KeyShape } from '../_lib/needs.js';

/**
 * The partitions of a person's own items in every domain (user record, links, inboxes, push
 * devices, calendar feeds, files, poll answers, courses), read by the export and the deletion and
 * written by the deletion.
 */
const personPartitions: KeyShape[] = [
  ['pushUid'],
  ['tokenHash'],
  ['schoolId', 'ownerUid'],
  ['schoolId', 'ownerUid', 'subjectUid'],
  ['schoolId', 'readerUid', 'subjectUid'],
  ['schoolId', 'recipientUid', 'subjectUid'],
  ['schoolId', 'pollId'],
  ['schoolId', 'schoolYearId', 'offerId'],
];

/** The partitions of pins, boards and devices, which name the person and are only read (export, finding her items). */
const personMentionPartitions: KeyShape[] = [
  ['schoolId', 'pinId'],
  ['schoolId', 'pinboardId'],
  ['schoolId', 'resourceId'],
];

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
      ['schoolId', 'authorUid'],
      ['schoolId', 'schoolYearId', 'day'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId', 'classbookGroupId'],
      ['schoolId', 'book'],
    ],
    write: [['schoolId']],
    indexes: ['gsi1', 'gsi2'],
  },
};

/** The partition of a person's cached weekplans: the deletion removes them, the export leaves out what the plan itself holds. */
const cachedPlanPartition: KeyShape = ['schoolId', 'subjectUid'];

/** The daily deletion job: removes or pseudonymises the person's items and their files, deletes the sign-in. */
export const accountDeletionJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [['guardianUid'], ['schoolId'], ...personPartitions, ...personMentionPartitions, cachedPlanPartition],
    write: [['guardianUid'], ['schoolId'], ...personPartitions, cachedPlanPartition],
    indexes: ['gsi1'],
  },
  cognito: ['AdminDeleteUser'],
  files: { delete: ['storage/'] },
};
