import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareCounts, countByEntity, WITHOUT_ENTITY } from '../../scripts/ops/table-counts.js';
import { tableDesign } from '../../shared/table-design.js';
import { rawTableClient } from '../fixtures/raw-table.js';

/**
 * The restore drill's counting and comparison (scripts/ops/restore-drill.ts) against DynamoDB
 * Local, which has no point-in-time restore: two tables stand in for the live and the restored one.
 */

const suffix = Date.now().toString(36);
const sourceTable = `restore-drill-source-${suffix}`;
const restoredTable = `restore-drill-restored-${suffix}`;
// 8 KB per lesson item: 150 of them are more than one 1 MB scan page, so the count must page.
const padding = 'x'.repeat(8 * 1024);

const item = (entity: string | undefined, id: number, pad = false): Record<string, AttributeValue> => ({
  [tableDesign.partitionKey]: { S: `$schulapp#schoolid_drill#id_${id}` },
  [tableDesign.sortKey]: { S: `$${entity ?? 'none'}_1` },
  ...(entity && { __edb_e__: { S: entity }, __edb_v__: { S: '1' } }),
  ...(pad && { padding: { S: padding } }),
});

const items = (entity: string, count: number, pad = false) => Array.from({ length: count }, (_, id) => item(entity, id, pad));

const createTable = (TableName: string) =>
  rawTableClient().send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: tableDesign.partitionKey, AttributeType: 'S' },
        { AttributeName: tableDesign.sortKey, AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
    }),
  );

const put = async (TableName: string, all: Record<string, AttributeValue>[]) => {
  for (let start = 0; start < all.length; start += 25) {
    let pending: WriteRequest[] = all.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const { UnprocessedItems } = await rawTableClient().send(new BatchWriteItemCommand({ RequestItems: { [TableName]: pending } }));
      pending = UnprocessedItems?.[TableName] ?? [];
    }
  }
};

beforeAll(async () => {
  await Promise.all([createTable(sourceTable), createTable(restoredTable)]);
  await put(sourceTable, [...items('lessonDate', 150, true), ...items('user', 40), ...items('group', 6)]);
  // The "restored" table: two users fewer, a poll the source no longer has, and an item without an entity.
  await put(restoredTable, [...items('lessonDate', 150, true), ...items('user', 38), ...items('poll', 1), item(undefined, 0)]);
});

afterAll(async () => {
  await Promise.all([sourceTable, restoredTable].map((TableName) => rawTableClient().send(new DeleteTableCommand({ TableName }))));
});

describe('restore drill: item counts per entity', () => {
  it('counts every item of a table larger than one scan page, per ElectroDB entity', async () => {
    expect(Object.fromEntries(await countByEntity(rawTableClient(), sourceTable))).toEqual({ lessonDate: 150, user: 40, group: 6 });
  });

  it('compares two tables entity by entity, with a total, and says whether they are equal', async () => {
    const [source, restored] = await Promise.all([
      countByEntity(rawTableClient(), sourceTable),
      countByEntity(rawTableClient(), restoredTable),
    ]);
    expect(compareCounts(source, restored)).toEqual({
      equal: false,
      rows: [
        { entity: WITHOUT_ENTITY, source: 0, restored: 1, difference: 1 },
        { entity: 'group', source: 6, restored: 0, difference: -6 },
        { entity: 'lessonDate', source: 150, restored: 150, difference: 0 },
        { entity: 'poll', source: 0, restored: 1, difference: 1 },
        { entity: 'user', source: 40, restored: 38, difference: -2 },
        { entity: 'total', source: 196, restored: 190, difference: -6 },
      ],
    });
    expect(compareCounts(source, source).equal).toBe(true);
  });
});
