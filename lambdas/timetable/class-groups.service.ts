import { isConditionFailure } from '../_lib/condition-failure.js';
import type { TransactionEntities } from '../_lib/entity-service.js';
import { groupMemberEntity } from './group-member.entity.js';
import { groupEntity } from './group.entity.js';
import { bumpPlanVersion } from './plan-version.service.js';

/** Joined into the service of a transaction that writes with this module's functions (lambdas/_lib/entity-service.ts). */
export { groupMemberEntity } from './group-member.entity.js';

/** A new group's id from its name: the name itself when it is a valid id (as the timetable uses '7a'). */
const groupIdFor = (displayName: string) => {
  const slug = displayName
    .replace(/[^A-Za-z0-9._:-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug === displayName ? slug : `${slug || 'klasse'}-${Buffer.from(displayName).toString('hex').slice(0, 12)}`;
};

/**
 * The group id of every class name in the school year, creating the groups that do not exist yet
 * (matched by display name; created only if the id is new, so concurrent imports agree).
 */
export const ensureClassGroups = async (schoolId: string, schoolYearId: string, displayNames: string[]): Promise<Map<string, string>> => {
  const { data } = await groupEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all', attributes: ['groupId', 'displayName'] });
  const byName = new Map(data.map((group) => [group.displayName, group.groupId]));
  for (const displayName of new Set(displayNames)) {
    if (byName.has(displayName)) continue;
    const groupId = groupIdFor(displayName);
    // Without class tutor: an empty classTutorUid keeps the group out of the byTutor index.
    await groupEntity
      .create({ schoolId, schoolYearId, groupId, displayName, classTutorUid: '' })
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    byName.set(displayName, groupId);
  }
  return byName;
};

/**
 * A student's membership in a group (transaction write; writing it again changes nothing).
 * Calendar feeds show it: after the transaction, bumpPlanVersion.
 */
export const putGroupMember = (
  { groupMemberEntity }: TransactionEntities<'groupMemberEntity'>,
  member: { schoolId: string; schoolYearId: string; groupId: string; studentUid: string },
) => groupMemberEntity.put(member).commit();

/** Ends a student's membership in a group (transaction write, then bumpPlanVersion as after putGroupMember). */
export const deleteGroupMember = (
  { groupMemberEntity }: TransactionEntities<'groupMemberEntity'>,
  member: { schoolId: string; schoolYearId: string; groupId: string; studentUid: string },
) => groupMemberEntity.delete(member).commit();

/**
 * Groups of kind course led by a tutor (course registration's options), in batches; writing them
 * again changes nothing. Then the school's plan version is stale (the pinboard's board lists show groups).
 */
export const putCourseGroups = async (
  schoolId: string,
  schoolYearId: string,
  groups: { groupId: string; displayName: string; tutorUid: string }[],
) => {
  if (groups.length === 0) return;
  const items = groups.map((group) => ({
    schoolId,
    schoolYearId,
    groupId: group.groupId,
    displayName: group.displayName,
    kind: 'course' as const,
    classTutorUid: group.tutorUid,
  }));
  await groupEntity.put(items).go({ concurrency: 4 });
  await bumpPlanVersion(schoolId);
};

/**
 * Many memberships at once (a confirmed course allocation), in batches of 25, `concurrency` batches
 * at a time; then the school's calendar feeds are stale.
 */
export const putGroupMembers = async (
  members: { schoolId: string; schoolYearId: string; groupId: string; studentUid: string }[],
  concurrency = 4,
) => {
  const [first] = members;
  if (!first) return;
  await groupMemberEntity.put(members).go({ concurrency });
  await bumpPlanVersion(first.schoolId);
};
