import { calendarFeedVersionEntity } from './feed-version.entity.js';

/**
 * Marks every cached calendar feed of the school stale (one update). Called after a write the
 * feeds show has been made: a feed rendered meanwhile keeps the version it read before its data,
 * so it is stale too.
 */
export const bumpFeedVersion = async (schoolId: string) => {
  await calendarFeedVersionEntity.upsert({ schoolId }).add({ version: 1 }).go();
};
