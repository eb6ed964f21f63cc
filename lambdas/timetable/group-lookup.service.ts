import { itemRead } from '../_lib/batch-get.js';
import { groupEntity } from './group.entity.js';

const toGroupSummary = (group: { groupId: string; displayName: string; classTutorUid?: string }) => ({
  id: group.groupId,
  displayName: group.displayName,
  classTutorUid: group.classTutorUid === '' ? undefined : group.classTutorUid,
});

/** The groups of a school year by id (one batch get); ids of other schools or years are simply not found. */
export const getGroups = async (schoolId: string, schoolYearId: string, groupIds: readonly string[]) => {
  const unique = [...new Set(groupIds)];
  if (unique.length === 0) return [];
  const { data } = await groupEntity.get(unique.map((groupId) => ({ schoolId, schoolYearId, groupId }))).go();
  return data.map(toGroupSummary);
};

/** The read of a group within a batch of items of any entities (lambdas/_lib/batch-get.ts). */
export const groupRead = (schoolId: string, schoolYearId: string, groupId: string) =>
  itemRead(groupEntity, { schoolId, schoolYearId, groupId }, toGroupSummary);

/** Every group of a school year by name (the meeting dialog's tutor groups). */
export const listGroupsOfYear = async (schoolId: string, schoolYearId: string) => {
  const { data } = await groupEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all' });
  return data
    .map((group) => ({ id: group.groupId, displayName: group.displayName }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de', { numeric: true }));
};
