import { planVersionEntity } from './plan-version.entity.js';

/**
 * Marks every cached plan of the school stale (one update). Called after a write the plans show
 * has been made: a plan rendered meanwhile keeps the version it read before its data, so it is
 * stale too.
 */
export const bumpPlanVersion = async (schoolId: string) => {
  await planVersionEntity.upsert({ schoolId }).add({ version: 1 }).go();
};

/** The version item itself, for a reader that gets it together with its cached plan (the calendar feed). */
export { planVersionEntity };
