import * as z from 'zod';
import { idSchema } from './common.schema.js';

/** The person whose data an admin exports: a uid of the admin's school (the key is built from the admin's school). */
export const personParamsSchema = z.object({ uid: idSchema }).strict();

/** One stored item as exported: its fields as stored, minus what is secret (keys, token hashes) or about other people. */
const exportedItemsSchema = z.array(z.record(z.string(), z.unknown()));

/**
 * Everything stored about one person (DSGVO Art. 15), as one JSON document: the user record and the
 * person's items of every domain. Items shared with others (a class register entry) carry only what
 * is about this person; names of other people are left out.
 */
export const personalDataExportSchema = z.object({
  exportedAt: z.string(),
  person: z.record(z.string(), z.unknown()),
  pushSettings: z.record(z.string(), z.unknown()).nullable(),
  guardianLinks: exportedItemsSchema,
  groupMemberships: exportedItemsSchema,
  receivedNotifications: exportedItemsSchema,
  sentNotifications: exportedItemsSchema,
  pushDevices: exportedItemsSchema,
  calendarFeeds: exportedItemsSchema,
  files: exportedItemsSchema,
  pollAnswers: exportedItemsSchema,
  polls: exportedItemsSchema,
  pins: exportedItemsSchema,
  pinsRead: exportedItemsSchema,
  pinsStacked: exportedItemsSchema,
  courseSubscriptions: exportedItemsSchema,
  reservations: exportedItemsSchema,
  /** The meetings ('Termine') the person wrote. */
  meetings: exportedItemsSchema,
  absences: exportedItemsSchema,
  dayNotes: exportedItemsSchema,
  /** A student's own entries in the lesson registers, one per lesson. */
  lessonMarks: exportedItemsSchema,
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
