import { readdirSync } from 'node:fs';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { tableDesign } from '../../shared/table-design.js';
import { schulapp } from './schulapp-service.js';

interface IndexDefinition {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

/** Every index of every entity: the DynamoDB index it lives on and its key fields. */
const entityIndexes = Object.entries(schulapp.entities).flatMap(([entityName, entity]) =>
  Object.entries<IndexDefinition>(entity.schema.indexes).map(([accessPattern, definition]) => ({
    entityName,
    accessPattern,
    indexName: definition.index,
    fields: [definition.pk.field, definition.sk?.field],
  })),
);

describe('the table design', () => {
  it('is the one every entity index uses: the table keys or a global index the table declares', () => {
    for (const { entityName, accessPattern, indexName, fields } of entityIndexes) {
      const declared = indexName
        ? tableDesign.globalIndexes.find((index) => index.indexName === indexName)
        : { partitionKey: tableDesign.partitionKey, sortKey: tableDesign.sortKey };
      expect(declared, `${entityName}.${accessPattern}`).toBeDefined();
      expect(fields, `${entityName}.${accessPattern}`).toEqual([declared?.partitionKey, declared?.sortKey]);
    }
  });

  it('declares no global index that no entity uses', () => {
    const used = new Set(entityIndexes.map((index) => index.indexName));
    expect(tableDesign.globalIndexes.filter((index) => !used.has(index.indexName))).toEqual([]);
  });

  it('joins every entity of the single table into the one service', async () => {
    const entityModules = readdirSync('lambdas', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.entity.ts'));
    const joined = new Set<unknown>(Object.values(schulapp.entities));
    const found = new Set<unknown>();
    for (const module of entityModules) {
      const exports = (await import(`../${module}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof Entity)) continue;
        expect(joined.has(value), `${module}: ${name}`).toBe(true);
        found.add(value);
      }
    }
    expect(found.size).toBe(joined.size);
    expect(new Set(Object.values(schulapp.entities).map((entity) => entity.schema.model.service))).toEqual(new Set(['schulapp']));
    expect(Object.keys(schulapp.collections)).toContain('attendanceOfDay');
  });
});
