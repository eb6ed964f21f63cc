import { describe, expect, it } from 'vitest';
import { countedRevision, stillAtRevision } from './revision.js';

const operators = {
  eq: (attribute: string, value: number) => `${attribute} = ${String(value)}`,
  notExists: (attribute: string) => `no ${attribute}`,
};

describe('revisions of items stored before their kind counted saves', () => {
  it('counts a missing revision as the first', () => {
    expect(countedRevision(undefined)).toBe(1);
    expect(countedRevision(4)).toBe(4);
  });

  it('lets the first save through on an item without a revision, later ones only on their own', () => {
    expect(stillAtRevision('revision', 1, operators)).toBe('(revision = 1 OR no revision)');
    expect(stillAtRevision('revision', 3, operators)).toBe('revision = 3');
  });
});
