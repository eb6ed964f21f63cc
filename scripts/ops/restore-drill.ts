import { DeleteTableCommand, DynamoDBClient, RestoreTableToPointInTimeCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { stages } from '../../infra/stages.js';
import { runOpsScript } from './ops-args.js';
import { parseRestoreDrillArgs, restoreDrillUsage } from './restore-drill-args.js';
import { compareCounts, countByEntity } from './table-counts.js';

/** A restore of a large table can take hours; the drill waits that long before giving up. */
const MAX_WAIT_SECONDS = 6 * 60 * 60;

const seconds = (from: number, to: number) => Math.round((to - from) / 1000);

/**
 * `npm run restore-drill -- --stage <name> [--at <ISO time>] [--keep]`: restores the stage's table
 * from its point-in-time recovery into a new table, waits until it is ACTIVE, compares the item
 * counts per entity with the live table, prints them and how long each step took, then deletes the
 * restored table (unless --keep). Refuses the production stage.
 */
const main = async () => {
  const started = new Date();
  const options = parseRestoreDrillArgs(process.argv.slice(2), started);
  const { sourceTable, targetTable, at, keep } = options;
  const client = new DynamoDBClient({ region: stages[options.stage]?.region ?? 'eu-central-1' });
  console.log(`Restoring ${sourceTable} (${at ? at.toISOString() : 'latest restorable time'}) into ${targetTable} …`);
  await client.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: sourceTable,
      TargetTableName: targetTable,
      ...(at ? { RestoreDateTime: at } : { UseLatestRestorableTime: true }),
      BillingModeOverride: 'PAY_PER_REQUEST',
    }),
  );
  let active = false;
  try {
    await waitUntilTableExists({ client, maxWaitTime: MAX_WAIT_SECONDS, minDelay: 20, maxDelay: 60 }, { TableName: targetTable });
    active = true;
    const restoredAt = Date.now();
    console.log(`… ACTIVE after ${seconds(started.getTime(), restoredAt)} s; counting items per entity in both tables …`);
    const [source, restored] = await Promise.all([countByEntity(client, sourceTable), countByEntity(client, targetTable)]);
    const counted = Date.now();
    const { rows, equal } = compareCounts(source, restored);
    console.table(rows);
    console.table([
      { step: 'restore until ACTIVE', seconds: seconds(started.getTime(), restoredAt) },
      { step: 'count both tables', seconds: seconds(restoredAt, counted) },
      { step: 'drill', seconds: seconds(started.getTime(), counted) },
    ]);
    if (equal) console.log('Every entity has as many items in the restored table as in the live one.');
    else {
      console.log(
        'The counts differ. Writes to the live table after the restore point, and TTL deletions, explain differences; on a quiet stage restored at the latest time there should be none.',
      );
      process.exitCode = 1;
    }
  } finally {
    if (keep) console.log(`Kept ${targetTable}; delete it with: aws dynamodb delete-table --table-name ${targetTable}`);
    else if (active) {
      await client.send(new DeleteTableCommand({ TableName: targetTable }));
      console.log(`Deleted ${targetTable}.`);
    } else
      console.log(
        `${targetTable} did not become ACTIVE in time; delete it once it is: aws dynamodb delete-table --table-name ${targetTable}`,
      );
  }
};

runOpsScript(main, restoreDrillUsage);
