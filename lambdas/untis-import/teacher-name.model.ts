import type { ImportTeacher, TimetableImportModel } from './timetable-import-types.model.js';

const SALUTATION = { female: 'Frau', male: 'Herr' } as const;

/**
 * The name a person knows a teacher by, from GPU004 as the app names tutors ('Frau Lorenz', 'Herr
 * Dr. Bär'): salutation by gender with an academic title and the last name; without a gender the
 * first and last name. Job titles such as 'StRin' stay out. Undefined when the export gives no
 * last name or only the short name again (as typed, so 'Bär' of 'BÄR' is a name): such a teacher is known by the short name only.
 */
export function teacherDisplayName(teacher: ImportTeacher): string | undefined {
  const lastName = teacher.lastName?.trim();
  if (!lastName || lastName === teacher.key) return undefined;
  const academic = teacher.title && /^(dr|prof)\./i.test(teacher.title) ? teacher.title : undefined;
  const salutation = teacher.gender === 'female' || teacher.gender === 'male' ? SALUTATION[teacher.gender] : undefined;
  const parts = salutation ? [salutation, academic, lastName] : [academic, teacher.firstName?.trim(), lastName];
  return parts.filter(Boolean).join(' ');
}

/** Untis short name → the teacher's name, for the teachers GPU004 names. */
export const teacherNamesOf = (model: Pick<TimetableImportModel, 'teachers'>): Map<string, string> =>
  new Map(
    model.teachers.flatMap((teacher) => {
      const name = teacherDisplayName(teacher);
      return name === undefined ? [] : [[teacher.key, name] as const];
    }),
  );
