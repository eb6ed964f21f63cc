import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Entity, EntityIdentifiers, EntityItem } from 'electrodb';
import { documentClient } from './db.js';
import { env } from './env.js';

type Item = Record<string, unknown>;

/** One item to read by its table key, and how its stored form becomes what the reader wants. */
export interface ItemRead<T> {
  key: { pk: string; sk: string };
  parse: (item: Item) => T | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ElectroDB entity, as ElectroDB's own helper types take it
type AnyEntity = Entity<any, any, any, any>;

/** The read of one item of an ElectroDB entity by its composite key (ElectroDB builds the table key and parses the item). */
export function itemRead<E extends AnyEntity>(entity: E, key: EntityIdentifiers<E>): ItemRead<EntityItem<E>>;
/** The same, with `map` shaping the parsed item. */
export function itemRead<E extends AnyEntity, R>(entity: E, key: EntityIdentifiers<E>, map: (item: EntityItem<E>) => R): ItemRead<R>;
export function itemRead<E extends AnyEntity, R>(
  entity: E,
  key: EntityIdentifiers<E>,
  map?: (item: EntityItem<E>) => R,
): ItemRead<unknown> {
  return {
    key: entity.get(key).params<{ Key: { pk: string; sk: string } }>().Key,
    parse: (item) => {
      const data = (entity.parse({ Item: item }) as { data: EntityItem<E> | null } | null)?.data ?? null;
      return data === null ? null : map ? map(data) : data;
    },
  };
}

/** BatchGetItem takes at most 100 keys. */
const BATCH_LIMIT = 100;
const keyString = (key: { pk: unknown; sk: unknown }) => `${String(key.pk)}\u0000${String(key.sk)}`;

type Results<T extends readonly ItemRead<unknown>[]> = { [I in keyof T]: T[I] extends ItemRead<infer R> ? R | null : never };

/**
 * Reads items of any entities in one BatchGetItem request (one per 100 distinct keys; the client finishes what
 * DynamoDB leaves unprocessed); the results keep the reads' order, null where an item is missing.
 */
export const getItems = async <T extends readonly ItemRead<unknown>[]>(reads: readonly [...T]): Promise<Results<T>> => {
  const keys = [...new Map(reads.map((read) => [keyString(read.key), read.key])).values()];
  const found = new Map<string, Item>();
  for (let start = 0; start < keys.length; start += BATCH_LIMIT) {
    const answer: BatchGetCommandOutput = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [env.tableName]: { Keys: keys.slice(start, start + BATCH_LIMIT) } } }),
    );
    for (const item of answer.Responses?.[env.tableName] ?? []) found.set(keyString(item as { pk: unknown; sk: unknown }), item);
  }
  return reads.map((read) => {
    const item = found.get(keyString(read.key));
    return item ? read.parse(item) : null;
  }) as Results<T>;
};

type GroupResults<G extends Record<string, readonly ItemRead<unknown>[]>> = {
  [K in keyof G]: G[K] extends readonly ItemRead<infer R>[] ? (R | null)[] : never;
};

/** Named lists of reads in one batch (getItems): each name's results in its reads' order. */
export const getItemGroups = async <G extends Record<string, readonly ItemRead<unknown>[]>>(groups: G): Promise<GroupResults<G>> => {
  const entries = Object.entries(groups);
  const results: unknown[] = await getItems(entries.flatMap(([, reads]) => reads));
  let at = 0;
  return Object.fromEntries(
    entries.map(([name, reads]) => {
      at += reads.length;
      return [name, results.slice(at - reads.length, at)];
    }),
  ) as GroupResults<G>;
};
