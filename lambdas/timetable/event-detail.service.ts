import { attendanceMarks } from '../../shared/classbook-rules.js';
import type { EventCollection, EventDetail } from '../../shared/schemas/timetable.schema.js';
import type { Caller } from '../_lib/caller.js';
import { listAttendanceOfDay } from '../attendance/attendance.service.js';
import { loadEventDetail } from './event-detail-read.service.js';

/**
 * Event detail as the page shows it: for tutors with the attendance marks of its students (one more
 * query, the day's absences and notes). Apart from event-detail-read.service, so only the event detail route
 * reaches the attendance items, not every function that reads the timetable.
 */
export const getEventDetailWithMarks = async (caller: Caller, collection: EventCollection, lessonDateId: string): Promise<EventDetail> => {
  const { detail, event, scope } = await loadEventDetail(caller, collection, lessonDateId);
  if (caller.role !== 'tutor') return detail;
  const { absences, daynotices } = await listAttendanceOfDay(scope, event.day);
  const studentUids = detail.students.map((student) => student.uid);
  return { ...detail, marks: attendanceMarks({ ...event, studentUids }, absences, daynotices) };
};
