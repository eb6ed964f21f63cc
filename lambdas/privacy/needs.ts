import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, type KeyShape } from '../_lib/needs.js';

/**
 * The partitions of a person's items in every domain (user record, links, inboxes, push devices,
 * calendar feeds, files, polls, pins, courses, reservations), read by the export and the deletion.
 */
const personPartitions: KeyShape[] = [
  ['pushUid'],
  ['tokenHash'],
  ['schoolId', 'ownerUid'],
  ['schoolId', 'ownerUid', 'subjectUid'],
  ['schoolId', 'readerUid', 'subjectUid'],
  ['schoolId', 'recipientUid', 'subjectUid'],
  ['schoolId', 'pinId'],
  ['schoolId', 'pinboardId'],
  ['schoolId', 'pollId'],
  ['schoolId', 'resourceId'],
  ['schoolId', 'schoolYearId', 'offerId'],
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

/** The daily deletion job: removes or pseudonymises the person's items and their files, deletes the sign-in. */
export const accountDeletionJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [['guardianUid'], ['schoolId'], ...personPartitions],
    write: [
      ['guardianUid'],
      ['schoolId'],
      ['pushUid'],
      ['tokenHash'],
      ['schoolId', 'ownerUid'],
      ['schoolId', 'ownerUid', 'subjectUid'],
      ['schoolId', 'readerUid', 'subjectUid'],
      ['schoolId', 'recipientUid', 'subjectUid'],
      ['schoolId', 'pollId'],
      ['schoolId', 'schoolYearId', 'offerId'],
    ],
    indexes: ['gsi1'],
  },
  cognito: ['AdminDeleteUser'],
  files: { delete: ['storage/'] },
};
