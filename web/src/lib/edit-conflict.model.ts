import { ApiError } from './api-error.js';

/** An item as an edit dialog loaded it: the form's values and the revision a save names (a count, or a meeting's id). */
export interface Revised<V, R extends number | string = number> {
  values: V;
  revision: R;
}

/** Whether a save was refused because someone saved the item after the dialog loaded it (409, revision 'outdated'). */
export const isOutdatedEdit = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.fields?.revision === 'outdated';

/** The labels of the fields whose values differ between two states of an item, in the order of `labels`, each once. */
export const changedLabels = <V extends object>(before: V, after: V, labels: { [K in keyof V]?: string }): string[] => [
  ...new Set(
    (Object.keys(labels) as (keyof V)[])
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => labels[field] ?? ''),
  ),
];
