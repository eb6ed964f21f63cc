import { Service, type Entity } from 'electrodb';
import { entityConfig } from './db.js';
import { lazyInstance } from './lazy-instance.js';
import type { schulapp } from './schulapp-service.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ElectroDB's own bound for an entity of any schema
type AnyEntity = Entity<any, any, any, any>;

/**
 * An ElectroDB service of only the entities a module writes together in a transaction or reads as a
 * collection: `const writes = entityService({ userEntity, guardianLinkEntity })`, then
 * `writes.transaction.write(({ userEntity, guardianLinkEntity }) => [...]).go()`. A function's
 * bundle then holds the entities it touches, not those of every domain (the one service of all
 * entities, schulapp-service.ts, stays the table's description for its tests). Build it once per
 * module: joining checks the entities' indexes against each other (and builds them), so it happens on the
 * service's first use (lazy-instance.ts), as the entities' own parsing does (table-entity.ts).
 */
export const entityService = <E extends Record<string, AnyEntity>>(entities: E) =>
  lazyInstance(() => new Service(entities, entityConfig()));

type WriteTransactionFunction = Parameters<typeof schulapp.transaction.write>[0];
type AllTransactionEntities = Parameters<WriteTransactionFunction>[0];

/** The named entities of a write transaction, as its function hands them over: their writes end in `.commit()`. */
export type TransactionEntities<K extends keyof AllTransactionEntities> = Pick<AllTransactionEntities, K>;

/** One committed write of a transaction. */
export type TransactionWrite = ReturnType<WriteTransactionFunction>[number];

/** DynamoDB's limit of items per transaction (ElectroDB passes a transaction on as one request). */
export const MAX_TRANSACTION_ITEMS = 100;
