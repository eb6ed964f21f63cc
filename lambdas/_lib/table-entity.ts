import { Entity } from 'electrodb';
import { lazyInstance } from './lazy-instance.js';

/**
 * ElectroDB's `Entity` for the entities of the single table, changed in two ways for a function's
 * module initialisation (docs/benchmarks.md, Lambda bundles); everything else (parsing the model,
 * keys, formatting) is ElectroDB's, and the type is `Entity`'s, so each entity keeps the types
 * ElectroDB infers from its model.
 *
 * - Without ElectroDB's check of the model on construction: two JSON-schema validations per entity
 *   (against ElectroDB's beta layout first, then, as ours are v1, against v1), the largest part of
 *   the initialisation after compiling. The models never change at run time, so the check runs in
 *   the tests instead: `table-entity.test.ts` builds every entity with ElectroDB's own `Entity`.
 * - Built on first use (lazy-instance.ts): a function's module imports the entities of all its
 *   routes, about half a millisecond of parsing each, while one call touches a few.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ElectroDB's own bound for an entity of any schema
class UncheckedEntity extends Entity<any, any, any, any> {
  /** ElectroDB's constructor calls this before it parses the model. */
  _validateModel() {
    return undefined;
  }
}

/** `new TableEntity(model, config)` answers the stand-in, so `instanceof TableEntity` holds for it once built. */
function LazyTableEntity(...args: ConstructorParameters<typeof UncheckedEntity>) {
  return lazyInstance(() => new UncheckedEntity(...args));
}
LazyTableEntity.prototype = UncheckedEntity.prototype;

// Called with `new`, the function answers an entity of ElectroDB's class, so its generic constructor type holds.
export const TableEntity = LazyTableEntity as unknown as typeof Entity;
