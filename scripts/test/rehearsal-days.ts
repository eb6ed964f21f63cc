import fs from 'node:fs';
import path from 'node:path';

/**
 * The demo year's awkward moments that `npm run test:rehearse` runs the date-bound files at (UTC
 * instants; Berlin is an hour ahead in winter, two in summer).
 */
export const rehearsalMoments = [
  { label: 'two weeks before the Christmas holidays, Wednesday morning', at: '2026-12-09T09:00:00Z' },
  { label: 'the last week of the school year, Wednesday morning', at: '2027-07-28T08:00:00Z' },
  { label: 'a Friday evening', at: '2027-02-12T18:30:00Z' },
  { label: 'a Sunday afternoon', at: '2027-03-07T14:00:00Z' },
] as const;

/** What makes a test file depend on the day: the seed day, the server's or the browser's clock. */
const dateBound = /seed-day\.js|berlinToday|todayOverviewDays|new Date\(|Date\.now|\.clock\./;

/** The test files below `folders` whose text reads the seed day or a clock, sorted. */
export const dateBoundTestFiles = (root: string, folders: readonly string[]): string[] =>
  folders
    .flatMap((folder) =>
      fs.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)),
    )
    .filter((file) => file.endsWith('.test.ts') && dateBound.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
