import { schoolYearPartition, type KeyShape } from '../_lib/needs.js';
import { calendarBookPartition } from '../calendar/key-shapes.js';

/** The partition key shapes of the timetable domain's entities, for the needs.ts of every function that reaches them. */

/** A group's members (group-member.entity.ts). */
export const groupMemberPartition: KeyShape = ['schoolId', 'schoolYearId', 'groupId'];
/** The school days beyond the alert window that hold changes (lesson-change-day.entity.ts). */
export const lessonChangeDayPartition: KeyShape = ['changeDay'];
/** Dated events of one audience and week (lesson-date.entity.ts). */
export const lessonDatePartition: KeyShape = ['schoolId', 'schoolYearId', 'audience', 'weekStart'];
/** The cached list of a school year's exams (exam-list-cache.entity.ts). */
export const examListCachePartition: KeyShape = ['schoolId', 'schoolYearId', 'list'];
/** The cached weeks of a subject's plan (weekplan-cache.entity.ts). */
export const weekplanCachePartition: KeyShape = ['schoolId', 'subjectUid'];

/**
 * What reading the plan reaches (week-read.service.ts): the calendars and meetings of meeting dates,
 * a student's groups, the school year's groups and time blocks, and the dated events.
 */
export const planReadPartitions: KeyShape[] = [calendarBookPartition, groupMemberPartition, schoolYearPartition, lessonDatePartition];
