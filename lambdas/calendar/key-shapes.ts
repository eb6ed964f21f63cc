import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the calendar domain's entities, for the needs.ts of every function that reaches them. */

/** A school's calendars and meetings (calendar.entity.ts, meeting.entity.ts). */
export const calendarBookPartition: KeyShape = ['schoolId', 'book'];
