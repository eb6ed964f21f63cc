import { Entity } from 'electrodb';

/**
 * ElectroDB's `Entity` without its check of the model on construction, for the entities of the
 * single table. That check runs two JSON-schema validations per entity (against ElectroDB's beta
 * layout first, then, as ours are v1, against v1) and was the largest part of a function's module
 * initialisation after compiling its code (docs/benchmarks.md, Lambda bundles). The models never
 * change at run time, so the check runs in the tests instead: `table-entity.test.ts` builds every
 * entity of the table with ElectroDB's own `Entity`, which checks it. Everything else (parsing the
 * model, keys, formatting) is ElectroDB's, unchanged; the type is `Entity`'s, so each entity keeps
 * the types ElectroDB infers from its model.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ElectroDB's own bound for an entity of any schema
class UncheckedEntity extends Entity<any, any, any, any> {
  /** ElectroDB's constructor calls this before it parses the model. */
  _validateModel() {
    return undefined;
  }
}

// The class is ElectroDB's with one method replaced, so its generic constructor type holds.
export const TableEntity = UncheckedEntity as unknown as typeof Entity;
