import type { AttendanceMark } from '@shared/classbook-rules.js';
import type { EventStudent } from '@shared/schemas/timetable.schema.js';

export type StudentOrder = 'group' | 'name';

const byName = (a: EventStudent, b: EventStudent) => a.displayName.localeCompare(b.displayName, 'de');

/** By class (then name) or by name alone; a new array. */
export const sortStudents = (students: EventStudent[], order: StudentOrder): EventStudent[] =>
  [...students].sort(order === 'group' ? (a, b) => a.group.localeCompare(b.group, 'de', { numeric: true }) || byName(a, b) : byName);

export interface MarkedStudent extends EventStudent {
  /** The absence reasons or day-note titles that mark the student. */
  texts: string[];
}

/**
 * Event detail's student sections: absent students (an absence of the day covering the event),
 * students with day notes (attendance-list rule), and the others; a student with an absence is
 * no longer listed as a normal student.
 */
export const splitStudents = (students: EventStudent[], marks: AttendanceMark[]) => {
  const textsOf = (kind: AttendanceMark['kind'], uid: string) =>
    marks.filter((mark) => mark.kind === kind && mark.studentUid === uid).map((mark) => mark.text);
  const marked = (kind: AttendanceMark['kind']): MarkedStudent[] =>
    students.map((student) => ({ ...student, texts: textsOf(kind, student.uid) })).filter((student) => student.texts.length > 0);
  const absent = marked('absence');
  const absentUids = new Set(absent.map((student) => student.uid));
  return { absent, withNotes: marked('daynotice'), others: students.filter((student) => !absentUids.has(student.uid)) };
};
