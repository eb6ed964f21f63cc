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
