import { describe, expect, it } from 'vitest';
import type { SubstitutionEntry } from '@shared/schemas/substitutions.schema.js';
import { byClass, byTutor, ofClass, seenKey } from './substitution-groups.model.js';

const entry = (id: string, classes: string[], tutors: string[], substitutes: string[] = []): SubstitutionEntry => ({
  id,
  signature: `sig-${id}`,
  classes,
  period: 1,
  starttime: '08:00',
  endtime: '08:45',
  tutors,
  substitutes,
  rooms: [],
  newRooms: [],
  types: ['substitution'],
});

describe('groups of the Vertretungsplan', () => {
  const entries = [entry('a', ['10a'], ['BRA'], ['SCH']), entry('b', ['9b', '7a'], ['MUE']), entry('c', ['7a'], ['SCH'])];

  it('lists classes in natural order, a lesson of several classes under each', () => {
    expect(byClass(entries).map((group) => [group.name, group.entries.map((item) => item.id)])).toEqual([
      ['7a', ['b', 'c']],
      ['9b', ['b']],
      ['10a', ['a']],
    ]);
  });

  it('lists teachers by short code, a substitute under her own code too', () => {
    expect(byTutor(entries).map((group) => [group.name, group.entries.map((item) => item.id)])).toEqual([
      ['BRA', ['a']],
      ['MUE', ['b']],
      ['SCH', ['a', 'c']],
    ]);
  });

  it("keeps one class's lessons and remembers an entry by id and content", () => {
    expect(ofClass(entries, '7a').map((item) => item.id)).toEqual(['b', 'c']);
    expect(seenKey(entries[0] ?? entry('x', [], []))).toBe('a:sig-a');
  });
});
