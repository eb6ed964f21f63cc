import { linkedChildrenOf } from '../guardians/guardian-links-export.service.js';

interface Person {
  schoolId: string;
  uid: string;
  role: string;
}

/**
 * Where a person's items lie beyond their own partitions: a guardian's inboxes, pin flags and poll
 * answers are kept per child, in the child's school; everyone else's only for themselves.
 */
export const personScopeOf = async ({ schoolId, uid, role }: Person) => {
  const children = role === 'guardian' ? await linkedChildrenOf(uid) : [];
  const subjects = [{ schoolId, subjectUid: uid }, ...children.map((child) => ({ schoolId: child.schoolId, subjectUid: child.uid }))];
  return {
    subjects,
    inboxes: subjects.map(({ schoolId: inboxSchoolId, subjectUid }) => ({ schoolId: inboxSchoolId, recipientUid: uid, subjectUid })),
    schoolIds: [...new Set(subjects.map((subject) => subject.schoolId))],
  };
};
