import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  type KeyShape,
  schoolPartition,
  schoolYearPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { examListCachePartition, groupMemberPartition, lessonDatePartition } from '../timetable/key-shapes.js';
import { calendarBookPartition } from './key-shapes.js';

/** Calendars and meetings of a school. */
export const calendarPartitions: KeyShape[] = [calendarBookPartition];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // Groups of the year, a student's groups (gsi1), rooms and tutors (the school partition), lesson dates, the cached exams.
    read: [
      writeReceiptPartition,
      ...apiFunctionReads,
      ...calendarPartitions,
      schoolYearPartition,
      groupMemberPartition,
      lessonDatePartition,
      examListCachePartition,
    ],
    // Meeting date copies are lesson dates of kind meetingDate. The timetable and user services the
    // bundle reaches can write lesson dates and user records too.
    write: [writeReceiptPartition, ...calendarPartitions, lessonDatePartition, schoolPartition, examListCachePartition],
    indexes: ['gsi1'],
  },
};
