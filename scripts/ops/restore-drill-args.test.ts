import { describe, expect, it } from 'vitest';
import { UsageError } from './ops-args.js';
import { drillTableName, parseRestoreDrillArgs } from './restore-drill-args.js';

const now = new Date('2026-11-26T08:15:42.123Z');

describe('npm run restore-drill', () => {
  it('restores the stage table at the latest restorable time into a new, dated table, and deletes it after', () => {
    expect(parseRestoreDrillArgs(['--stage', 'staging'], now)).toEqual({
      stage: 'staging',
      sourceTable: 'schulapp-staging',
      targetTable: 'schulapp-staging-drill-20261126t081542z',
      at: undefined,
      keep: false,
    });
  });

  it('takes a point in time and keeps the table with --keep', () => {
    const options = parseRestoreDrillArgs(['--stage', 'dev', '--at', '2026-11-25T22:00:00+01:00', '--keep'], now);
    expect(options.at?.toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(options.keep).toBe(true);
  });

  it('names restored tables within DynamoDB limits (3 to 255 characters of a-z, 0-9, _ . -)', () => {
    expect(drillTableName('schulapp-a-long-stage-nm', now)).toMatch(/^[a-z0-9_.-]{3,255}$/);
  });

  it.each([
    [['--stage', 'prod'], /refusing the production stage/],
    [['--stage', 'prod', '--at', '2026-11-25T10:00:00Z'], /refusing the production stage/],
    [['--stage', 'staging', '--at', 'gestern'], /is no ISO time/],
    [['--stage', 'staging', '--at', '2026-13-40T10:00:00Z'], /is no ISO time/],
    [['--stage', 'staging', '--at', '2026-11-27T00:00:00Z'], /in the future/],
    [['--stage', 'staging', 'now'], /unexpected argument/],
    [['--at', '2026-11-25T10:00:00Z'], /--stage <name> is required/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseRestoreDrillArgs(argv, now)).toThrow(UsageError);
    expect(() => parseRestoreDrillArgs(argv, now)).toThrow(message);
  });
});
