import { describe, expect, it } from 'vitest';
import { parallelGroups } from './floor.js';

const request = (name: string, startedMs: number, endedMs: number) => ({ commandName: name, input: {}, startedMs, endedMs });

describe('parallelGroups', () => {
  it('keeps requests sent one after the other in their order, one group each', () => {
    const groups = parallelGroups([request('b', 5, 9), request('a', 0, 4), request('c', 10, 12)]);
    expect(groups.map((group) => group.map((member) => member.commandName))).toEqual([['a'], ['b'], ['c']]);
  });

  it('puts requests started before the first of a group ended into that group', () => {
    const groups = parallelGroups([
      request('user', 0, 3),
      request('blocks', 3.5, 9),
      request('groups', 3.6, 6),
      request('lessons', 6.5, 8),
    ]);
    expect(groups.map((group) => group.map((member) => member.commandName))).toEqual([['user'], ['blocks', 'groups'], ['lessons']]);
  });
});
