import type { EntityItem } from 'electrodb';
import { acronym } from '../../shared/acronym.js';
import type { UserProfile } from '../../shared/schemas/user.schema.js';
import { AppError } from '../_lib/app-error.js';
import { itemRead } from '../_lib/batch-get.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import type { TransactionEntities } from '../_lib/entity-service.js';
import { openRecordsOfSchools, openUserRecord, userFieldSealer, type Sealer } from './user-fields.service.js';
import { userEntity } from './user.entity.js';

/** Joined into the service of a transaction that writes with this module's functions (lambdas/_lib/entity-service.ts). */
export { userEntity } from './user.entity.js';

export type UserRecord = EntityItem<typeof userEntity>;

/** The record of a user, or null (a token of someone not, or no longer, registered); personal fields opened. */
export const findUserRecord = async (schoolId: string, uid: string): Promise<UserRecord | null> =>
  openUserRecord(schoolId, (await userEntity.get({ schoolId, uid }).go()).data);

export const getUserRecord = async (schoolId: string, uid: string): Promise<UserRecord> => {
  const user = await findUserRecord(schoolId, uid);
  if (!user) throw new AppError('user-not-found');
  return user;
};

/**
 * The read of a user record within a batch of items of any entities (lambdas/_lib/batch-get.ts): its
 * personal fields come as stored, the batch's reader opens them (openUserRecords, user-fields.service.ts).
 */
export const userRecordRead = (schoolId: string, uid: string) => itemRead(userEntity, { schoolId, uid });

/** Several users of possibly several schools in one batch request; personal fields opened. */
export const getUserRecords = async (keys: { schoolId: string; uid: string }[]): Promise<UserRecord[]> => {
  if (keys.length === 0) return [];
  const { data } = await userEntity.get(keys).go();
  return openRecordsOfSchools(data);
};

/** The tutors of a school that carry a short name (imports map timetable short names to them): one paged query. */
export const listTutorShorts = async (schoolId: string): Promise<{ uid: string; short: string }[]> => {
  const { data } = await userEntity.query
    .byId({ schoolId })
    .where((attr, op) => `${op.eq(attr.role, 'tutor')} AND ${op.exists(attr.short)}`)
    .go({ pages: 'all', attributes: ['uid', 'short'] });
  return data.flatMap((user) => (user.short ? [{ uid: user.uid, short: user.short }] : []));
};

export const toProfile = (user: UserRecord): UserProfile => ({
  uid: user.uid,
  displayName: user.displayName,
  short: user.short ?? acronym(user.displayName),
  role: user.role,
  groupDisplayName: user.groupDisplayName,
});

/**
 * A user's profile as another member of the school sees it. Tutors may look up anyone of their
 * school; students and guardians only the person they act as. The key is built from the
 * caller's school, so a uid of another school is simply not found.
 */
export const getProfileForCaller = async (caller: Caller, uid: string): Promise<UserProfile> => {
  const subject = caller.subject;
  if (!subject) throw new AppError('student-not-found');
  if (subject.role !== 'tutor' && subject.uid !== uid) throw new AppError('forbidden');
  return toProfile(await getUserRecord(subject.schoolId, uid));
};

/** Renames the user (only an existing record); the acronym follows the new name. */
export const setUserDisplayName = async (key: { schoolId: string; uid: string }, displayName: string) => {
  const short = acronym(displayName);
  const seal = await userFieldSealer(key.schoolId);
  try {
    await userEntity
      .patch(key)
      .set({ ...seal({ displayName }), short })
      .go();
  } catch (error) {
    throw notFoundIfMissing(error);
  }
  return { displayName, short };
};

export const setUserAvatar = async (key: { schoolId: string; uid: string }, avatarIndex: number) => {
  try {
    await userEntity.patch(key).set({ avatarIndex }).go();
  } catch (error) {
    throw notFoundIfMissing(error);
  }
  return { avatarIndex };
};

const notFoundIfMissing = (error: unknown) => (isConditionFailure(error) ? new AppError('user-not-found') : error);

/** Marks an imported tutor or student signed up, only while they are not yet (transaction write; `seal`: the school's sealer). */
export const signUpUser = (
  { userEntity }: TransactionEntities<'userEntity'>,
  key: { schoolId: string; uid: string },
  account: { username: string; email?: string; groupDisplayName?: string },
  seal: Sealer,
) =>
  userEntity
    .patch(key)
    .set({
      signedUp: true,
      username: account.username,
      ...(account.email && seal({ email: account.email })),
      ...(account.groupDisplayName && { groupDisplayName: account.groupDisplayName }),
    })
    .where(({ signedUp }, { eq }) => eq(signedUp, false))
    .commit();

/** A new guardian record, created only if the uid is new (transaction write; `seal`: the school's sealer). */
export const createGuardianRecord = (
  { userEntity }: TransactionEntities<'userEntity'>,
  guardian: { schoolId: string; uid: string; username: string; displayName: string; email?: string },
  seal: Sealer,
) =>
  userEntity
    .create({
      ...seal(guardian),
      role: 'guardian',
      firstname: '',
      lastname: '',
      signedUp: true,
      createdAt: new Date().toISOString(),
    })
    .commit();
