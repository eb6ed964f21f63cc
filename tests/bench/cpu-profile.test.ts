import { describe, expect, it } from 'vitest';
import { topSelfTime, type CpuProfile } from './cpu-profile.js';

const frame = (functionName: string, url: string, lineNumber = 0, columnNumber = 0) => ({ functionName, url, lineNumber, columnNumber });

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', '') },
    { id: 2, callFrame: frame('berlinToday', 'file:///repo/shared/week.ts', 0, 41) },
    { id: 3, callFrame: frame('buildAttributes', 'file:///repo/node_modules/electrodb/src/operations.js', 370, 24) },
    { id: 4, callFrame: frame('parse', 'file:///repo/node_modules/zod/v4/core/schemas.js', 10, 2) },
    // The same function reached through another caller: one entry.
    { id: 5, callFrame: frame('berlinToday', 'file:///repo/shared/week.ts', 0, 41) },
    { id: 6, callFrame: frame('(garbage collector)', '') },
  ],
  samples: [2, 3, 5, 4, 6, 2],
  timeDeltas: [1000, 500, 1000, 250, 250, 1000],
};

describe('topSelfTime', () => {
  it('sums the time of each function over its nodes, largest first, with its share of the whole', () => {
    expect(topSelfTime(profile, 2)).toEqual([
      { entry: 'berlinToday (shared/week.ts:1:42)', self_ms: 3, share: 75 },
      { entry: 'buildAttributes (electrodb/src/operations.js:371:25)', self_ms: 0.5, share: 12.5 },
    ]);
  });

  it('sums by package, file of ours or the VM entry', () => {
    expect(topSelfTime(profile, 10, 'owner').map(({ entry, self_ms }) => [entry, self_ms])).toEqual([
      ['shared/week.ts', 3],
      ['electrodb', 0.5],
      ['zod', 0.3],
      ['(garbage collector)', 0.3],
    ]);
  });
});
