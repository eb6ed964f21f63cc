import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeResultRows } from './results-file.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
const file = path.join(folder, 'latest.json');
const read = () => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { name: string; p50_ms?: number; measuredAt: string }[]>;

afterEach(() => fs.rmSync(file, { force: true }));

describe('mergeResultRows', () => {
  it('replaces rows of the same name, keeps the others with their own time and leaves other sections alone', () => {
    const firstRun = [
      { name: 'a', p50_ms: 1 },
      { name: 'b', p50_ms: 2 },
    ];
    const secondRun = [{ name: 'b', p50_ms: 3 }];
    mergeResultRows(file, { results: firstRun, flows: [{ name: 'f' }] });
    const first = read();
    mergeResultRows(file, { results: secondRun });
    const second = read();
    expect(second.results?.map((row) => [row.name, row.p50_ms])).toEqual([
      ['a', 1],
      ['b', 3],
    ]);
    expect(second.results?.[0]?.measuredAt).toBe(first.results?.[0]?.measuredAt);
    expect(second.flows).toEqual(first.flows);
  });
});
