import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, turnOrder, type AllocationOption, type AllocationStudent } from './allocation.model.js';

const students = (...rows: [string, string[]][]): AllocationStudent[] =>
  rows.map(([studentUid, options]) => ({ studentUid, choices: options.map((optionId, index) => ({ optionId, priority: index + 1 })) }));

describe('allocation (random serial dictatorship)', () => {
  it('gives everyone their first choice when places suffice', () => {
    const result = allocate(
      [
        { id: 'a', capacity: 2 },
        { id: 'b', capacity: 2 },
      ],
      students(['s1', ['a', 'b']], ['s2', ['b', 'a']], ['s3', ['a']]),
      'seed',
    );
    expect(Object.fromEntries(result)).toEqual({
      s1: { optionId: 'a', priority: 1 },
      s2: { optionId: 'b', priority: 1 },
      s3: { optionId: 'a', priority: 1 },
    });
  });

  it('hand-checked: one place, the earlier turn wins; the later student gets the second choice', () => {
    const order = turnOrder(['x', 'y'], 'fixed');
    const [first, second] = order as [string, string];
    const result = allocate(
      [
        { id: 'a', capacity: 1 },
        { id: 'b', capacity: 1 },
      ],
      students([first, ['a', 'b']], [second, ['a', 'b']]),
      'fixed',
    );
    expect(result.get(first)).toEqual({ optionId: 'a', priority: 1 });
    expect(result.get(second)).toEqual({ optionId: 'b', priority: 2 });
  });

  it('hand-checked: a student whose options are full gets no place', () => {
    const result = allocate([{ id: 'a', capacity: 1 }], students(['s1', ['a']], ['s2', ['a']]), 'z');
    expect([...result.values()].filter((allotment) => allotment === null)).toHaveLength(1);
  });

  it('orders turns by the seed, independent of the input order', () => {
    const uids = Array.from({ length: 30 }, (_, index) => `s${String(index)}`);
    expect(turnOrder(uids, 'a')).toEqual(turnOrder([...uids].reverse(), 'a'));
    expect(turnOrder(uids, 'a')).not.toEqual(turnOrder(uids, 'b'));
  });

  const scenario = fc
    .record({
      capacities: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }),
      seed: fc.string(),
      wishes: fc.array(fc.array(fc.nat(), { maxLength: 4 }), { maxLength: 30 }),
    })
    .map(({ capacities, seed, wishes }) => {
      const options: AllocationOption[] = capacities.map((capacity, index) => ({ id: `o${String(index)}`, capacity }));
      const people: AllocationStudent[] = wishes.map((wish, index) => ({
        studentUid: `s${String(index)}`,
        choices: [...new Set(wish.map((pick) => pick % options.length))].map((pick, rank) => ({
          optionId: `o${String(pick)}`,
          priority: rank + 1,
        })),
      }));
      return { options, people, seed };
    });

  it('property: no option gets more students than places', () => {
    fc.assert(
      fc.property(scenario, ({ options, people, seed }) => {
        const result = allocate(options, people, seed);
        for (const option of options) {
          expect([...result.values()].filter((allotment) => allotment?.optionId === option.id).length).toBeLessThanOrEqual(option.capacity);
        }
      }),
    );
  });

  it('property: nobody gets a worse choice while a better one stays free for them', () => {
    fc.assert(
      fc.property(scenario, ({ options, people, seed }) => {
        const result = allocate(options, people, seed);
        const used = new Map(options.map((option) => [option.id, 0]));
        for (const allotment of result.values()) if (allotment) used.set(allotment.optionId, (used.get(allotment.optionId) ?? 0) + 1);
        const free = (id: string) => (options.find((option) => option.id === id)?.capacity ?? 0) - (used.get(id) ?? 0);
        for (const person of people) {
          const got = result.get(person.studentUid)?.priority ?? Infinity;
          for (const choice of person.choices) if (choice.priority < got) expect(free(choice.optionId)).toBe(0);
          // Only chosen options are allotted.
          const allotment = result.get(person.studentUid);
          if (allotment) expect(person.choices.map((choice) => choice.optionId)).toContain(allotment.optionId);
        }
      }),
    );
  });

  it('property: the same seed gives the same result', () => {
    fc.assert(
      fc.property(scenario, ({ options, people, seed }) => {
        expect(allocate(options, [...people].reverse(), seed)).toEqual(allocate(options, people, seed));
      }),
    );
  });
});
