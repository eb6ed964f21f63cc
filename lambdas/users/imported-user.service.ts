import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import type { TransactionEntities } from '../_lib/entity-service.js';
import { openUserRecords, type Sealer } from './user-fields.service.js';
import { userEntity } from './user.entity.js';

export interface SchoolPerson {
  uid: string;
  lastname: string;
  firstname: string;
  groupDisplayName?: string;
}
export type ImportedPerson = SchoolPerson & {
  schoolId: string;
  role: 'student' | 'tutor';
  displayName: string;
  short?: string;
  title?: string;
  type?: string;
  sex?: 'männlich' | 'weiblich' | 'other';
};

/** The tutors or students of a school (names and class only), paging through the school's users. */
export const listSchoolPeople = async (schoolId: string, role: 'student' | 'tutor'): Promise<SchoolPerson[]> => {
  const { data } = await userEntity.query
    .byId({ schoolId })
    .go({ pages: 'all', attributes: ['uid', 'role', 'lastname', 'firstname', 'groupDisplayName'] });
  return (await openUserRecords(schoolId, data)).filter((person) => person.role === role).map(({ role: _role, ...person }) => person);
};

/** The uids among `uids` that have a record in the school (batch reads of 100). */
export const existingUids = async (schoolId: string, uids: string[]): Promise<Set<string>> => {
  if (uids.length === 0) return new Set();
  const { data } = await userEntity.get(uids.map((uid) => ({ schoolId, uid }))).go({ attributes: ['uid'] });
  return new Set(data.map((item) => item.uid));
};

/** An imported person's record (not signed up, no username), created only if the uid is new (transaction write; `seal`: the school's sealer). */
export const createImportedUser = ({ userEntity }: TransactionEntities<'userEntity'>, person: ImportedPerson, seal: Sealer) =>
  userEntity.create({ ...seal(person), signedUp: false, createdAt: new Date().toISOString() }).commit();

/** A student moving up: the record shows the new year's class, 8 writes at a time. */
export const setClassesOfStudents = (schoolId: string, students: { uid: string; groupDisplayName: string }[]) =>
  mapWithConcurrency(students, 8, ({ uid, groupDisplayName }) => userEntity.patch({ schoolId, uid }).set({ groupDisplayName }).go());
