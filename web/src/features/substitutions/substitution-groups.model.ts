import type { SubstitutionEntry } from '@shared/schemas/substitutions.schema.js';

/** One heading of the plan (a class, or a teacher's short code) and its changed lessons in the day's order. */
export interface SubstitutionGroup {
  name: string;
  entries: SubstitutionEntry[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'de', { numeric: true });

const groupBy = (entries: readonly SubstitutionEntry[], namesOf: (entry: SubstitutionEntry) => string[]): SubstitutionGroup[] => {
  const groups = new Map<string, SubstitutionEntry[]>();
  for (const entry of entries) {
    for (const name of new Set(namesOf(entry))) groups.set(name, [...(groups.get(name) ?? []), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => byName(a, b)).map(([name, items]) => ({ name, entries: items }));
};

/** By class: a lesson of several classes under each of them. */
export const byClass = (entries: readonly SubstitutionEntry[]) => groupBy(entries, (entry) => entry.classes);

/** By teacher short code ('Lehrkräfte'): under each planned teacher and each who replaces or joins them. */
export const byTutor = (entries: readonly SubstitutionEntry[]) => groupBy(entries, (entry) => [...entry.tutors, ...entry.substitutes]);

/** The lessons of one class only (a student's or a guardian's child's). */
export const ofClass = (entries: readonly SubstitutionEntry[], className: string) =>
  entries.filter((entry) => entry.classes.includes(className));

/** What the page remembers of an entry as seen: changed content counts as new again. */
export const seenKey = (entry: Pick<SubstitutionEntry, 'id' | 'signature'>) => `${entry.id}:${entry.signature}`;
