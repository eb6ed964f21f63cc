import { describe, expect, it } from 'vitest';
import { fileTimesOf, projectOf, timingSummary } from './test-timings.js';

describe('test timings', () => {
  it('names the project of a file by its folder', () => {
    expect(projectOf('tests/e2e/calendar.test.ts')).toBe('e2e');
    expect(projectOf('tests/integration/pins.test.ts')).toBe('integration');
    expect(projectOf('tests/infra/schulapp-stack.test.ts')).toBe('infra');
    expect(projectOf('tests/build/web-build.test.ts')).toBe('build');
    expect(projectOf('lambdas/_lib/edge.test.ts')).toBe('unit');
  });

  it('sums the time per project and lists the slowest files first', () => {
    const times = fileTimesOf(
      {
        testResults: [
          { name: '/repo/tests/e2e/a.test.ts', startTime: 0, endTime: 30_000 },
          { name: '/repo/tests/e2e/b.test.ts', startTime: 5_000, endTime: 15_000 },
          { name: '/repo/shared/c.test.ts', startTime: 0, endTime: 200 },
        ],
      },
      '/repo',
    );
    expect(timingSummary(times, 2).split('\n')).toEqual([
      'Time per project (summed over its files):',
      '  e2e             2 files     40.0 s',
      '  unit            1 file       0.2 s',
      'The 2 slowest files:',
      '     30.0 s  e2e          tests/e2e/a.test.ts',
      '     10.0 s  e2e          tests/e2e/b.test.ts',
    ]);
  });
});
