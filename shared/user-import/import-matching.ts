import type { ImportGroup, ImportRow } from './import-format.js';

/** Who someone is for the import: last name plus first name, case-insensitive. */
export const nameKey = (person: { lastname: string; firstname: string }) =>
  `${person.lastname.toLocaleLowerCase('de')}|${person.firstname.toLocaleLowerCase('de')}`;

/**
 * The same person for skipping on creation: the name, and for students also the class (a student
 * of the same name in another class is someone else).
 */
export const personKey = (group: ImportGroup, person: { lastname: string; firstname: string; groupDisplayName?: string }) =>
  group === 'students' ? `${nameKey(person)}|${(person.groupDisplayName ?? '').toLocaleLowerCase('de')}` : nameKey(person);

export interface ImportDuplicate {
  lastname: string;
  firstname: string;
  rows: number[];
}
export interface ExistingPerson {
  lastname: string;
  firstname: string;
  groupDisplayName?: string;
}
export interface ExistingMatch {
  row: number;
  lastname: string;
  firstname: string;
  groupDisplayName?: string;
  existingGroupDisplayName?: string;
}

/** People named more than once in the file, with their rows (step 2 of the wizard). */
export const findDuplicates = (rows: ImportRow[]): ImportDuplicate[] => {
  const byName = new Map<string, ImportDuplicate>();
  for (const row of rows) {
    const key = nameKey(row);
    const entry = byName.get(key) ?? { lastname: row.lastname, firstname: row.firstname, rows: [] };
    entry.rows.push(row.row);
    byName.set(key, entry);
  }
  return [...byName.values()].filter((entry) => entry.rows.length > 1);
};

/** Rows whose name an existing user of the school already has (step 3 of the wizard). */
export const findExisting = (rows: ImportRow[], existing: ExistingPerson[]): ExistingMatch[] => {
  const byName = new Map(existing.map((person) => [nameKey(person), person]));
  return rows.flatMap((row) => {
    const match = byName.get(nameKey(row));
    if (!match) return [];
    return [
      {
        row: row.row,
        lastname: row.lastname,
        firstname: row.firstname,
        groupDisplayName: row.groupDisplayName,
        existingGroupDisplayName: match.groupDisplayName,
      },
    ];
  });
};

/**
 * The rows to create: those whose person (name, plus class for students) does not exist yet, each
 * with its occurrence among equal people of the file, so kept duplicates stay distinct and a
 * repeated import of the same file names the same people again.
 */
export const rowsToCreate = (group: ImportGroup, rows: ImportRow[], existing: ExistingPerson[]) => {
  const existingKeys = new Set(existing.map((person) => personKey(group, person)));
  const seen = new Map<string, number>();
  return rows.flatMap((row) => {
    const key = personKey(group, row);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return existingKeys.has(key) ? [] : [{ row, key, occurrence }];
  });
};

/**
 * Students moving up: rows of a student import whose name is that of exactly one existing student
 * without a class in the import's school year (one of the year before), named once in the file.
 * They keep their record and get the row's class; no new record is made for them.
 */
export const studentsMovingUp = (
  rows: ImportRow[],
  existing: (ExistingPerson & { uid: string })[],
  inClassThisYear: ReadonlySet<string>,
) => {
  const candidates = new Map<string, string[]>();
  for (const person of existing.filter((student) => !inClassThisYear.has(student.uid))) {
    candidates.set(nameKey(person), [...(candidates.get(nameKey(person)) ?? []), person.uid]);
  }
  const named = new Map<string, number>();
  for (const row of rows) named.set(nameKey(row), (named.get(nameKey(row)) ?? 0) + 1);
  return rows.flatMap((row) => {
    const [uid, ...others] = candidates.get(nameKey(row)) ?? [];
    return uid && others.length === 0 && named.get(nameKey(row)) === 1 ? [{ row, uid }] : [];
  });
};
