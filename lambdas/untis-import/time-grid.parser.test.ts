import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { buildTimeGrid, findPeriodTime, parseTimeGrid, timeGridFromRows } from './time-grid.parser.js';

describe('time grid', () => {
  it('parses the tab-separated Info-Stundenplan time.txt', () => {
    const { rows, problems } = parseTimeGrid(readUntisFixture('time.txt'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(40);
    expect(rows[0]).toEqual({ line: 1, day: 1, period: 1, start: '07:45', end: '08:30' });
    expect(findPeriodTime(timeGridFromRows(rows), 5, 8)).toEqual({ start: '14:15', end: '15:00' });
  });

  it('accepts blank-separated lines and times without leading zero', () => {
    expect(parseTimeGrid('1  8  1  745  830\n').rows[0]).toMatchObject({ start: '07:45', end: '08:30' });
  });

  it('reports bad times, an end before the start and duplicate periods', () => {
    const { rows, problems } = parseTimeGrid('1\t8\t1\t0745\t0830\n1\t8\t2\t0920\t0835\n1\t8\t3\t2500\t2600\n1\t8\t1\t0745\t0830\n');
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      { line: 2, code: 'invalid-fields', params: { issues: [{ issue: 'end-not-after-start' }] } },
      {
        line: 3,
        code: 'invalid-fields',
        params: {
          issues: [
            { field: 4, issue: 'clock-time-format' },
            { field: 5, issue: 'clock-time-format' },
          ],
        },
      },
      { line: 4, code: 'duplicate-time-grid-entry', params: { day: 1, period: 1 } },
    ]);
  });

  it('builds a grid from hand-entered times for Monday to Friday', () => {
    const grid = buildTimeGrid([
      { period: 1, start: '7:45', end: '08:30' },
      { period: 2, start: '08:35', end: '09:20' },
    ]);
    expect(grid.entries).toHaveLength(10);
    expect(findPeriodTime(grid, 3, 1)).toEqual({ start: '07:45', end: '08:30' });
    expect(findPeriodTime(grid, 6, 1)).toBeUndefined();
  });
});
