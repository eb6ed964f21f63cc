import { paginateScan, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** The attribute in which ElectroDB stores each item's entity name. */
const ENTITY_ATTRIBUTE = '__edb_e__';
/** Items without an entity name (none are expected): counted under this label, so nothing is left out. */
export const WITHOUT_ENTITY = '(no entity)';

/**
 * Items per entity in a table, by a full scan that reads only the entity name (paginated; on
 * on-demand tables it costs one read unit per 4 KB scanned). DescribeTable's ItemCount would be
 * free, but it is refreshed only about every six hours and gives no split by entity.
 */
export const countByEntity = async (client: DynamoDBClient, tableName: string) => {
  const counts = new Map<string, number>();
  const pages = paginateScan(
    { client },
    { TableName: tableName, ProjectionExpression: '#entity', ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE } },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const entity = item[ENTITY_ATTRIBUTE]?.S ?? WITHOUT_ENTITY;
      counts.set(entity, (counts.get(entity) ?? 0) + 1);
    }
  }
  return counts;
};

export interface CountComparison {
  entity: string;
  source: number;
  restored: number;
  difference: number;
}

/** One row per entity of either table (sorted by name) and a last row 'total'; `equal` when no row differs. */
export const compareCounts = (source: Map<string, number>, restored: Map<string, number>) => {
  const entities = [...new Set([...source.keys(), ...restored.keys()])].sort();
  const rows: CountComparison[] = entities.map((entity) => {
    const inSource = source.get(entity) ?? 0;
    const inRestored = restored.get(entity) ?? 0;
    return { entity, source: inSource, restored: inRestored, difference: inRestored - inSource };
  });
  const total = (key: 'source' | 'restored' | 'difference') => rows.reduce((sum, row) => sum + row[key], 0);
  const equal = rows.every((row) => row.difference === 0);
  return {
    rows: [...rows, { entity: 'total', source: total('source'), restored: total('restored'), difference: total('difference') }],
    equal,
  };
};
