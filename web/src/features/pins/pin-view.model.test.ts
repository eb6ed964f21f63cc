import { describe, expect, it } from 'vitest';
import type { Pin } from '@shared/schemas/pin.schema.js';
import { germanDay } from '../../lib/german-date.js';
import { cut, filterPins } from './pin-view.model.js';

const pin = (id: string, overrides: Partial<Pin> = {}): Pin => ({
  id,
  title: `Pin ${id}`,
  content: 'Der **Weihnachtsbasar** beginnt um 15 Uhr.',
  start: '2026-11-20',
  end: '2026-12-01',
  createdAt: '2026-11-20T08:00:00.000Z',
  color: { name: 'amber', shade: 600 },
  pinboardIds: ['schulleben'],
  authorName: 'Herr Müller',
  polls: [],
  attachments: [],
  own: false,
  unread: true,
  revision: 1,
  ...overrides,
});

describe('pin view', () => {
  it('cuts texts after the limit with an ellipsis and leaves shorter ones', () => {
    expect(cut('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(cut(`${'a'.repeat(49)} bc`, 50)).toBe(`${'a'.repeat(49)}…`);
  });

  it('filters by chosen board, unread and a search of at least 3 characters', () => {
    const pins = [pin('a'), pin('b', { unread: false, pinboardIds: ['group-7a'] }), pin('c', { title: 'Wandertag' })];
    const all = new Set(['schulleben', 'group-7a']);
    expect(filterPins(pins, { search: '', unreadOnly: false, boards: all }).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(filterPins(pins, { search: '', unreadOnly: false, boards: new Set(['group-7a']) }).map((p) => p.id)).toEqual(['b']);
    expect(filterPins(pins, { search: '', unreadOnly: true, boards: all }).map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterPins(pins, { search: 'wa', unreadOnly: false, boards: all })).toHaveLength(3);
    expect(filterPins(pins, { search: 'WANDER', unreadOnly: false, boards: all }).map((p) => p.id)).toEqual(['c']);
    expect(filterPins(pins, { search: 'basar', unreadOnly: false, boards: all })).toHaveLength(3);
  });

  it('writes days the German way', () => {
    expect(germanDay('2026-11-05')).toBe('05.11.2026');
  });
});
