import { itemRead } from '../_lib/batch-get.js';
import { planVersionEntity } from './plan-version.entity.js';

/**
 * The read of a school's plan version (0 before its first bump) within a batch of items of any
 * entities, for a reader that caches what depends on the plan (the pinboard's board lists) and
 * never bumps it.
 */
export const planVersionRead = (schoolId: string) => itemRead(planVersionEntity, { schoolId }, (item) => item.version ?? 0);
