import { PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../_lib/db.js';
import { transactPut, type TransactItem } from '../_lib/transaction.js';
import { groupMemberEntity } from './group-member.entity.js';
import { groupEntity } from './group.entity.js';

/** A new group's id from its name: the name itself when it is a valid id (as the timetable uses '7a'). */
const groupIdFor = (displayName: string) => {
  const slug = displayName.replace(/[^A-Za-z0-9._:-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48);
  return slug === displayName ? slug : `${slug || 'klasse'}-${Buffer.from(displayName).toString('hex').slice(0, 12)}`;
};

/**
 * A new group without class tutor, created only if its id is new. ElectroDB refuses to write a
 * group without the tutor its byTutor index is keyed by, so the item is built with a placeholder
 * tutor and written without it and without that index's keys: the index stays sparse.
 */
const createGroupWithoutTutor = async (group: { schoolId: string; schoolYearId: string; groupId: string; displayName: string }) => {
  const params = groupEntity.create({ ...group, classTutorUid: 'placeholder' }).params() as PutCommandInput;
  const { gsi1pk: _pk, gsi1sk: _sk, classTutorUid: _tutor, ...item } = params.Item!;
  await documentClient.send(new PutCommand({ ...params, Item: item }));
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
    await createGroupWithoutTutor({ schoolId, schoolYearId, groupId, displayName }).catch((error: Error) => {
      if (error?.name !== 'ConditionalCheckFailedException') throw error;
    });
    byName.set(displayName, groupId);
  }
  return byName;
};

/** A student's membership in a group (transaction item; writing it again changes nothing). */
export const groupMemberItem = (member: { schoolId: string; schoolYearId: string; groupId: string; studentUid: string }): TransactItem =>
  transactPut(groupMemberEntity.put(member).params());
