import type { EventStudent } from '../../../../shared/schemas/timetable.schema.js';

export type StudentOrder = 'group' | 'name';

const byName = (a: EventStudent, b: EventStudent) => a.displayName.localeCompare(b.displayName, 'de');

/** By class (then name) or by name alone; a new array. */
export const sortStudents = (students: EventStudent[], order: StudentOrder): EventStudent[] =>
  [...students].sort(order === 'group' ? (a, b) => a.group.localeCompare(b.group, 'de', { numeric: true }) || byName(a, b) : byName);
