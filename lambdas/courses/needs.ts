import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  schoolPartition,
  schoolYearPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { calendarBookPartition } from '../calendar/key-shapes.js';
import { groupMemberPartition, lessonDatePartition } from '../timetable/key-shapes.js';
import { courseSubscriptionPartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      writeReceiptPartition,
      ...apiFunctionReads,
      // Offers, options and groups of a school year; subscriptions and slots of an offer.
      schoolYearPartition,
      courseSubscriptionPartition,
      // Members of a group, course dates by week (memberships and subscriptions by student through gsi1).
      groupMemberPartition,
      lessonDatePartition,
      // Calendars and meeting revisions: reading the plan (timetable/week-read.service.ts) reads them with meeting dates.
      calendarBookPartition,
    ],
    // The user service the bundle reaches can write user records.
    write: [
      writeReceiptPartition,
      schoolPartition,
      schoolYearPartition,
      courseSubscriptionPartition,
      groupMemberPartition,
      lessonDatePartition,
    ],
    indexes: ['gsi1'],
  },
};
