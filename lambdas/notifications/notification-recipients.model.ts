import type { ReceiverGroups } from '../../shared/schemas/notification.schema.js';
import { guardiansOfStudents } from '../guardians/guardian-links.service.js';
import { getGroupWithStudents } from '../timetable/group-members.service.js';
import { getUserRecords, type UserRecord } from '../users/user.service.js';

/** Whose inbox a received notification lands in: a person's own, or a guardian's for one child. */
export interface Inbox {
  schoolId: string;
  recipientUid: string;
  subjectUid: string;
}

export interface Audience {
  schoolId: string;
  schoolYearId: string;
  groupId: string;
  /** Only this student of the group (and their guardians), instead of all its students. */
  studentUid?: string;
  receivers: ReceiverGroups;
}

export const isRegistered = (user: UserRecord | undefined) => Boolean(user?.signedUp && !user.reservedForDeletion);

/**
 * The inboxes a notification to a group reaches: the group's class tutor (tutors), its registered
 * students (students) and the guardians linked to its students (guardians, one inbox per child).
 * Requests: the group and its members, one batch get of the user records, one link query per
 * student. Null when the group does not exist (any more) or the student is not one of its members.
 */
export const resolveInboxes = async (audience: Audience): Promise<Inbox[] | null> => {
  const { schoolId, receivers } = audience;
  const found = await getGroupWithStudents(schoolId, audience.schoolYearId, audience.groupId);
  if (!found) return null;
  if (audience.studentUid && !found.studentUids.includes(audience.studentUid)) return null;
  const studentUids = audience.studentUid ? [audience.studentUid] : found.studentUids;
  const tutorUids = receivers.tutors && found.group.classTutorUid ? [found.group.classTutorUid] : [];
  const [users, links] = await Promise.all([
    getUserRecords([...tutorUids, ...(receivers.students ? studentUids : [])].map((uid) => ({ schoolId, uid }))),
    receivers.guardians ? guardiansOfStudents(schoolId, studentUids) : [],
  ]);
  const registered = new Map(users.map((user) => [user.uid, user]));
  const own = [...new Set([...tutorUids, ...(receivers.students ? studentUids : [])])]
    .filter((uid) => isRegistered(registered.get(uid)))
    .map((uid) => ({ schoolId, recipientUid: uid, subjectUid: uid }));
  const ofGuardians = links.map((link) => ({ schoolId, recipientUid: link.guardianUid, subjectUid: link.studentUid }));
  return [...own, ...ofGuardians];
};
