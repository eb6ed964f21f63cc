import { parseOpsArgs, UsageError } from './ops-args.js';

export const restoreDrillUsage = `Usage: npm run restore-drill -- --stage <name> [--at <ISO time>] [--keep]

  --stage  a non-production stage of infra/stages.ts (prod is refused: restore drills run elsewhere)
  --at     the point in time to restore (e.g. 2026-11-26T07:00:00Z); default: the latest restorable time
  --keep   keep the restored table (default: it is deleted after the comparison)`;

export interface RestoreDrillOptions {
  stage: string;
  sourceTable: string;
  targetTable: string;
  /** Absent: DynamoDB's latest restorable time (about five minutes ago). */
  at?: Date;
  keep: boolean;
}

/** The restored table's name: the stage's table, `-drill-` and the drill's start (UTC, to the second). */
export const drillTableName = (sourceTable: string, startedAt: Date) =>
  `${sourceTable}-drill-${startedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'z')
    .toLowerCase()}`;

export const parseRestoreDrillArgs = (argv: string[], now: Date): RestoreDrillOptions => {
  const { stage, values, positionals } = parseOpsArgs(argv, { at: { type: 'string' }, keep: { type: 'boolean' } });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals.join(' ')}`);
  if (stage === 'prod') {
    throw new UsageError(
      'refusing the production stage: a drill restores a non-production stage (same backups, no risk to the live table)',
    );
  }
  let at: Date | undefined;
  if (typeof values.at === 'string') {
    at = new Date(values.at);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(values.at) || Number.isNaN(at.getTime())) throw new UsageError(`--at "${values.at}" is no ISO time`);
    if (at.getTime() > now.getTime()) throw new UsageError('--at lies in the future');
  }
  const sourceTable = `schulapp-${stage}`;
  return { stage, sourceTable, targetTable: drillTableName(sourceTable, now), at, keep: values.keep === true };
};
