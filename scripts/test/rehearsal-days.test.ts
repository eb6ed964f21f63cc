import { describe, expect, it } from 'vitest';
import { berlinToday, isoWeekday } from '../../shared/week.js';
import { repoRoot } from '../dev-stack/stack-config.js';
import { dateBoundTestFiles, rehearsalMoments } from './rehearsal-days.js';

describe('rehearsal days', () => {
  it('are the awkward days they say they are, in Berlin', () => {
    const days = rehearsalMoments.map(({ at }) => berlinToday(new Date(at)));
    expect(days).toEqual(['2026-12-09', '2027-07-28', '2027-02-12', '2027-03-07']);
    expect(days.map(isoWeekday)).toEqual([3, 3, 5, 7]);
  });

  it('find the files that read the seed day or a clock, and not the others', () => {
    const files = dateBoundTestFiles(repoRoot, ['tests/integration', 'tests/e2e']);
    expect(files).toContain('tests/e2e/calendar.test.ts');
    expect(files).toContain('tests/integration/today-overview.test.ts');
    expect(files.every((file) => file.endsWith('.test.ts'))).toBe(true);
    expect(files).not.toContain('tests/integration/account.test.ts');
  });
});
