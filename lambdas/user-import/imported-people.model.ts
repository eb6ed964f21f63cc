import { createHash } from 'node:crypto';
import type { ImportGroup, ImportRow, ImportSex } from '../../shared/user-import/import-format.js';
import type { ImportedPerson } from '../users/imported-user.service.js';

const sexOfRecord: Record<ImportSex, ImportedPerson['sex']> = { männlich: 'männlich', weiblich: 'weiblich', divers: 'other' };

/**
 * The uid of an imported person, derived from the school, the group and who they are (name, class
 * for students, and their occurrence among equal people of the file): importing the same file
 * again, even concurrently, names the same records, which conditional writes create only once.
 */
export const importedUid = (schoolId: string, group: ImportGroup, personKey: string, occurrence: number) =>
  `imp-${createHash('sha256').update([schoolId, group, personKey, occurrence].join('\n')).digest('hex').slice(0, 24)}`;

/** The user record of a row: students named 'Vorname Nachname', tutors 'Titel Nachname' when they have a title. */
export const importedPerson = (schoolId: string, group: ImportGroup, row: ImportRow, uid: string): ImportedPerson => {
  const common = { schoolId, uid, lastname: row.lastname, firstname: row.firstname };
  if (group === 'students') {
    return {
      ...common,
      role: 'student',
      displayName: `${row.firstname} ${row.lastname}`,
      groupDisplayName: row.groupDisplayName,
      ...(row.sex && { sex: sexOfRecord[row.sex] }),
    };
  }
  return {
    ...common,
    role: 'tutor',
    displayName: row.title ? `${row.title} ${row.lastname}` : `${row.firstname} ${row.lastname}`,
    ...(row.title && { title: row.title }),
    ...(row.type && { type: row.type }),
    ...(row.short && { short: row.short }),
  };
};
