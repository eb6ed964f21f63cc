import { describe, expect, it } from 'vitest';
import { selectionState, toggleAll, toggleOne } from './selection.js';

describe('selection of filters', () => {
  const items = [{ id: 'a' }, { id: 'b' }];

  it('knows all, none and some for the Alle box, and toggles', () => {
    expect(selectionState(items, new Set(['a', 'b']))).toBe('all');
    expect(selectionState(items, new Set())).toBe('none');
    expect(selectionState(items, new Set(['b']))).toBe('some');
    expect(toggleAll(items, new Set(['b']))).toEqual(new Set(['a', 'b']));
    expect(toggleAll(items, new Set(['a', 'b']))).toEqual(new Set());
    expect(toggleOne(new Set(['a']), 'a')).toEqual(new Set());
    expect(toggleOne(new Set(['a']), 'b')).toEqual(new Set(['a', 'b']));
  });
});
