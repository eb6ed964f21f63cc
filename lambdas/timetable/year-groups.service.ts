import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { groupMemberEntity } from './group-member.entity.js';
import { groupEntity } from './group.entity.js';

/** Tutors see only the groups they lead, unless the school's myGroups setting is 'all'. */
export const canSeeGroup = (myGroups: 'all' | 'own', classTutorUid: string | undefined, tutorUid: string) =>
  myGroups === 'all' || classTutorUid === tutorUid;

/** The groups a student belongs to in a school year (classes and courses): one query of the member index. */
export const groupIdsOfStudent = async (schoolId: string, schoolYearId: string, studentUid: string) => {
  const { data } = await groupMemberEntity.query.byStudent({ schoolId, schoolYearId, studentUid }).go({ pages: 'all' });
  return data.map((member) => member.groupId);
};

/** The groups (classes and courses) a tutor leads in a school year: one query of the class tutor index. */
export const groupIdsOfClassTutor = async (schoolId: string, schoolYearId: string, classTutorUid: string) => {
  const { data } = await groupEntity.query.byTutor({ schoolId, schoolYearId, classTutorUid }).go({ pages: 'all' });
  return data.map((group) => group.groupId);
};

/** The groups (classes and courses) of a school year: one query. */
export const listGroupsOfYear = async (schoolId: string, schoolYearId: string) => {
  const { data } = await groupEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all' });
  return data.map((group) => ({
    groupId: group.groupId,
    displayName: group.displayName,
    kind: group.kind ?? 'class',
    classTutorUid: group.classTutorUid,
  }));
};

/** The students of a group in a school year: one query of the group's members. */
export const studentUidsOfGroup = async (schoolId: string, schoolYearId: string, groupId: string) => {
  const { data } = await groupMemberEntity.query.byGroup({ schoolId, schoolYearId, groupId }).go({ pages: 'all' });
  return data.map((member) => member.studentUid);
};

/** The students in a class (not a course) of a school year: one query for the groups, then one per class, 8 at a time. */
export const studentUidsInClassesOf = async (schoolId: string, schoolYearId: string): Promise<Set<string>> => {
  const classes = (await listGroupsOfYear(schoolId, schoolYearId)).filter((group) => group.kind === 'class');
  const uids = await mapWithConcurrency(classes, 8, (group) => studentUidsOfGroup(schoolId, schoolYearId, group.groupId));
  return new Set(uids.flat());
};
