import type { TransactionEntities } from '../_lib/schulapp-service.js';
import { calendarFeedVersionEntity } from './feed-version.entity.js';

/**
 * Marks every cached calendar feed of the school stale (one update). Called after a write the
 * feeds show has been made: a feed rendered meanwhile keeps the version it read before its data,
 * so it is stale too.
 */
export const bumpFeedVersion = async (schoolId: string) => {
  await calendarFeedVersionEntity.upsert({ schoolId }).add({ version: 1 }).go();
};

/** The same as one write of the transaction that changes what the feeds show. */
export const commitFeedVersionBump = ({ calendarFeedVersionEntity }: TransactionEntities, schoolId: string) =>
  calendarFeedVersionEntity.upsert({ schoolId }).add({ version: 1 }).commit();
