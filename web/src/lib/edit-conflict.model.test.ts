import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { changedLabels, isOutdatedEdit } from './edit-conflict.model.js';

describe('isOutdatedEdit', () => {
  it('knows the 409 of a save from an older revision from other refusals', () => {
    expect(isOutdatedEdit(new ApiError(409, 'conflict', { revision: 'outdated' }))).toBe(true);
    expect(isOutdatedEdit(new ApiError(409, 'conflict'))).toBe(false);
    expect(isOutdatedEdit(new ApiError(409, 'conflict', { slotId: 'full' }))).toBe(false);
    expect(isOutdatedEdit(new ApiError(400, 'validation', { revision: 'outdated' }))).toBe(false);
    expect(isOutdatedEdit(new Error('conflict'))).toBe(false);
  });
});

describe('changedLabels', () => {
  const labels = { title: 'Titel', content: 'Inhalt', boards: 'Pinnwände' };

  it('names the changed fields in the order of the labels, comparing lists by their items', () => {
    const before = { title: 'Alt', content: 'Gleich', boards: ['7a'], hidden: 1 };
    expect(changedLabels(before, { ...before, boards: ['7a', '7b'], title: 'Neu', hidden: 2 }, labels)).toEqual(['Titel', 'Pinnwände']);
    expect(changedLabels(before, { ...before, boards: ['7a'] }, labels)).toEqual([]);
  });

  it('names a label shared by two changed fields once', () => {
    const times = { end: 'Ende', endtime: 'Ende' };
    expect(changedLabels({ end: '2026-12-18', endtime: '15:00' }, { end: '2026-12-19', endtime: '16:00' }, times)).toEqual(['Ende']);
  });
});
