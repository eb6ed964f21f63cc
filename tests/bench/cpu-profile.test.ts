import { describe, expect, it } from 'vitest';
import { benchParts, timeByPart, topSelfTime, type CpuProfile } from './cpu-profile.js';

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

describe('timeByPart', () => {
  it('charges a sample to the innermost frame of a part on its stack, the VM entries to themselves, idle left out', () => {
    const stacked: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 6, 7, 8] },
        { id: 2, callFrame: frame('listener', 'file:///repo/scripts/dev-stack/local-gateway.ts'), children: [3] },
        { id: 3, callFrame: frame('handler', 'file:///repo/lambdas/timetable/handler.ts'), children: [4] },
        { id: 4, callFrame: frame('send', 'file:///repo/node_modules/@smithy/smithy-client/dist-cjs/index.js'), children: [5] },
        { id: 5, callFrame: frame('writev', 'node:net') },
        { id: 6, callFrame: frame('(garbage collector)', '') },
        { id: 7, callFrame: frame('(idle)', '') },
        { id: 8, callFrame: frame('processTicksAndRejections', 'node:internal/process/task_queues') },
      ],
      samples: [5, 3, 2, 6, 7, 8],
      timeDeltas: [400, 300, 100, 100, 1000, 100],
    };
    expect(timeByPart(stacked, benchParts).map(({ entry, share }) => [entry, share])).toEqual([
      ['AWS SDK', 40],
      ['our handler code', 30],
      ['local gateway', 10],
      ['(garbage collector)', 10],
      ['other (Node internals, ticks, the profiler)', 10],
    ]);
  });
});
