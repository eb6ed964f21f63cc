import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { schulapp } from './schulapp-service.js';
import { TableEntity } from './table-entity.js';

describe('TableEntity', () => {
  it.each(Object.entries(schulapp.entities))('%s has a model that ElectroDB accepts', (_name, entity) => {
    expect(entity).toBeInstanceOf(TableEntity);
    expect(() => new Entity(entity.schema)).not.toThrow();
  });

  it('skips only the model check: ElectroDB refuses the same model when it checks it', () => {
    const model = {
      model: { entity: 'broken', version: '1', service: 'schulapp' },
      attributes: { id: { type: 'string', readOnly: 'yes' } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    };
    // @ts-expect-error: readOnly must be a boolean; the model is wrong on purpose
    expect(() => new Entity(model)).toThrow(/readOnly is not of a type/);
    // @ts-expect-error: the same model, unchecked
    expect(() => new TableEntity(model)).not.toThrow();
  });
});
