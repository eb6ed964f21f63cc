import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the attendance domain's entities, for the needs.ts of every function that reaches them. */

/** A school day's absences, day notices and lesson registers. */
export const attendanceDayPartition: KeyShape = ['schoolId', 'schoolYearId', 'day'];
/** A group's registers (group-register.entity.ts). */
export const groupRegisterPartition: KeyShape = ['schoolId', 'schoolYearId', 'classbookGroupId'];
/** A student's counted class register entries (student-entries.entity.ts). */
export const studentEntriesPartition: KeyShape = ['schoolId', 'schoolYearId', 'studentUid'];

/** A day's absences and notes with the students' entry counters: what the attendance service reads and writes. */
export const attendanceEntryPartitions: KeyShape[] = [attendanceDayPartition, studentEntriesPartition];
