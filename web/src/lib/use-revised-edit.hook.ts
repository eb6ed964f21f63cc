import { useRef, useState } from 'react';
import { changedLabels, isOutdatedEdit, type Revised } from './edit-conflict.model.js';

/** A save refused because the item was saved meanwhile: what changed (field labels) and the stored state. */
export interface EditConflict<V, R extends number | string> {
  changed: string[];
  current: Revised<V, R>;
}

/**
 * An edit that names the revision it started from (docs/decisions/0014-an-edit-names-its-revision.md).
 * `revision()` is what a save sends; `refused(error)` turns a refusal as outdated into a conflict by
 * loading the stored state (`loadCurrent`), keeping what the person typed. `loadNew` hands the stored
 * values to the form, `keepMine` adopts the stored revision so the next save overwrites it; a form that
 * stays open after its save (the poll builder) hands the saved state to `saved`. Without a loaded item
 * (a new one) there is no revision and no conflict.
 */
export const useRevisedEdit = <V extends object, R extends number | string>(
  loaded: Revised<V, R> | undefined,
  labels: { [K in keyof V]?: string },
  loadCurrent: () => Promise<Revised<V, R>>,
) => {
  const base = useRef(loaded);
  const [conflict, setConflict] = useState<EditConflict<V, R> | null>(null);

  const refused = async (error: unknown): Promise<boolean> => {
    if (!base.current || !isOutdatedEdit(error)) return false;
    const current = await loadCurrent();
    setConflict({ changed: changedLabels(base.current.values, current.values, labels), current });
    return true;
  };
  const settle = (reset?: (values: V) => void) => {
    if (!conflict) return;
    base.current = conflict.current;
    reset?.(conflict.current.values);
    setConflict(null);
  };

  return {
    revision: () => base.current?.revision,
    conflict,
    refused,
    loadNew: (reset: (values: V) => void) => settle(reset),
    keepMine: () => settle(),
    saved: (state: Revised<V, R>) => {
      base.current = state;
      setConflict(null);
    },
  };
};
