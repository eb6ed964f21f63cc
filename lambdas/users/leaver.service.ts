import type { Leaver } from '../../shared/schemas/school-year.schema.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { userEntity } from './user.entity.js';
import { openUserRecords } from './user-fields.service.js';

const WRITES_AT_ONCE = 8;

/** The students flagged as leavers (of any past year), by name: one query of the school's users. */
export const listLeavers = async (schoolId: string): Promise<Leaver[]> => {
  const { data } = await userEntity.query
    .byId({ schoolId })
    .where(({ leftAtSchoolYearId }, { exists }) => exists(leftAtSchoolYearId))
    .go({ pages: 'all', attributes: ['uid', 'displayName', 'groupDisplayName'] });
  return (await openUserRecords(schoolId, data))
    .map(({ uid, displayName, groupDisplayName }) => ({ uid, displayName, ...(groupDisplayName && { groupDisplayName }) }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
};

/** Flags students as leavers of the school year (`left`) or takes the flag away, 8 writes at a time. */
export const setLeavers = (schoolId: string, schoolYearId: string, changes: { uid: string; left: boolean }[]) =>
  mapWithConcurrency(changes, WRITES_AT_ONCE, ({ uid, left }) =>
    left
      ? userEntity.patch({ schoolId, uid }).set({ leftAtSchoolYearId: schoolYearId }).go()
      : userEntity.patch({ schoolId, uid }).remove(['leftAtSchoolYearId']).go(),
  );
