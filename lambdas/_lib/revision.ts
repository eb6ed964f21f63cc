import { AppError } from './app-error.js';

/**
 * What answers an edit that started from another revision than the stored one: someone saved the item
 * meanwhile. 409 'conflict' with `revision: 'outdated'`, so the dialog keeps what the person typed and
 * offers the new state (docs/decisions/0014-an-edit-names-its-revision.md).
 */
export const outdatedEdit = () => new AppError('conflict', { revision: 'outdated' });

/** Refuses an edit naming another revision than the stored one; the write itself is guarded by the stored one. */
export const requireRevision = <R extends number | string>(stored: R, named: R) => {
  if (stored !== named) throw outdatedEdit();
};

/** An item stored before its kind counted saves has no revision yet: it is at its first. */
export const countedRevision = (stored: number | undefined) => stored ?? 1;

interface RevisionOperators<A> {
  eq: (attribute: A, value: number) => string;
  notExists: (attribute: A) => string;
}

/** The write condition 'still at this revision', true for an item stored without one while it is at its first. */
export const stillAtRevision = <A>(attribute: A, revision: number, { eq, notExists }: RevisionOperators<A>) =>
  revision === 1 ? `(${eq(attribute, 1)} OR ${notExists(attribute)})` : eq(attribute, revision);
