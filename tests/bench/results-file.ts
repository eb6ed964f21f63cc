import fs from 'node:fs';

/** A row of any section of the results file: rows are told apart by name. */
export interface NamedRow {
  name: string;
}

/** The sections of results/latest.json that hold rows. */
export type ResultSection = 'results' | 'flows' | 'lighthouse' | 'browserTimings' | 'lambdaBundles' | 'costModel' | 'ownCpu' | 'webBundles';

const readResults = (resultsFile: string): Record<string, unknown> =>
  fs.existsSync(resultsFile) ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};

/**
 * Puts a run's rows into the results file: a row replaces the row of the same name in its section
 * and carries the time it was measured; rows this run did not measure stay with their own time, so
 * a partial run (one flow, only the bundles) never drops the figures of a full one.
 */
export const mergeResultRows = (
  resultsFile: string,
  sections: Partial<Record<ResultSection, NamedRow[]>>,
  header: Record<string, unknown> = {},
) => {
  const measuredAt = new Date().toISOString();
  const merged: Record<string, unknown> = { ...readResults(resultsFile), ...header, updatedAt: measuredAt };
  for (const [section, rows = []] of Object.entries(sections) as [ResultSection, NamedRow[] | undefined][]) {
    const previous = Array.isArray(merged[section]) ? (merged[section] as NamedRow[]) : [];
    const names = new Set(rows.map((row) => row.name));
    merged[section] = [...previous.filter((row) => !names.has(row.name)), ...rows.map((row) => ({ ...row, measuredAt }))];
  }
  fs.writeFileSync(resultsFile, `${JSON.stringify(merged, null, 2)}\n`);
};
