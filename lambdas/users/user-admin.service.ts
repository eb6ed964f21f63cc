import { naturalCompare } from '../../shared/german-order.js';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserPage,
  type AuditLogPage,
} from '../../shared/schemas/user-admin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { listAuditLog } from '../audit/audit-log.service.js';
import { listUnusedCodesOf } from '../codes/activation-code.service.js';
import { openUserRecords } from './user-fields.service.js';
import { userEntity } from './user.entity.js';
import { getUserRecord, getUserRecords, type UserRecord } from './user.service.js';

const listedAttributes = [
  'uid',
  'role',
  'displayName',
  'firstname',
  'lastname',
  'groupDisplayName',
  'signedUp',
  'isAdmin',
  'deletionMarkedAt',
] as const;
type ListedRecord = Pick<UserRecord, (typeof listedAttributes)[number]>;
type ListedPerson = ListedRecord & { role: AdminUser['role'] };

/** Lower case without diacritics: 'muller' finds 'Müller'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const toAdminUser = (user: ListedRecord & { role: AdminUser['role'] }): AdminUser => ({
  uid: user.uid,
  displayName: user.displayName,
  firstname: user.firstname,
  lastname: user.lastname,
  role: user.role,
  ...(user.groupDisplayName && { groupDisplayName: user.groupDisplayName }),
  signedUp: user.signedUp ?? false,
  isAdmin: user.isAdmin ?? false,
  ...(user.deletionMarkedAt && { deletionMarkedAt: user.deletionMarkedAt }),
});

const isAppUser = <T extends { role: UserRecord['role'] }>(user: T): user is T & { role: AdminUser['role'] } => user.role !== 'service';

/** Every word of the search appears in the person's names. */
const matchesSearch = (search: string | undefined) => {
  const words = folded(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return (user: ListedPerson) => {
    const names = folded(`${user.displayName} ${user.firstname} ${user.lastname}`);
    return words.every((word) => names.includes(word));
  };
};

/**
 * A page of the school's people for the user administration, sorted by last and first name. The
 * school's records are read in one paged query of their partition (only the listed attributes:
 * 2,000 students fit in one or two pages of DynamoDB), never one request per person. Search and sort
 * run on the opened names, after the read (encryptData seals them in the table).
 */
export const listSchoolUsers = async (caller: Caller, query: AdminUserListQuery): Promise<AdminUserPage> => {
  const { data } = await userEntity.query.byId({ schoolId: caller.schoolId }).go({ pages: 'all', attributes: [...listedAttributes] });
  const people = (await openUserRecords(caller.schoolId, data)).filter(isAppUser);
  const search = matchesSearch(query.search);
  const matching = people
    .filter((user) => (!query.role || user.role === query.role) && (!query.group || user.groupDisplayName === query.group) && search(user))
    .sort(
      (a, b) =>
        naturalCompare(a.lastname, b.lastname) || naturalCompare(a.firstname, b.firstname) || naturalCompare(a.displayName, b.displayName),
    );
  const page = query.page ?? 1;
  const start = (page - 1) * ADMIN_USERS_PAGE_SIZE;
  const groups = [...new Set(people.flatMap((user) => (user.role === 'student' && user.groupDisplayName ? [user.groupDisplayName] : [])))];
  return {
    users: matching.slice(start, start + ADMIN_USERS_PAGE_SIZE).map(toAdminUser),
    total: matching.length,
    page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    groups: groups.sort(naturalCompare),
  };
};

/** The kind of activation code a person registers with (guardians register with their children's). */
export const ownCodeKind = (role: UserRecord['role']) => (role === 'tutor' || role === 'student' ? role : null);

/** A person of the caller's school (the key is built from the caller's school: another school's uid is not found). */
export const getSchoolPerson = async (caller: Caller, uid: string) => {
  const user = await getUserRecord(caller.schoolId, uid);
  if (!isAppUser(user)) throw new AppError('user-not-found');
  return user;
};

/** One person with the activation code they can still register with (none once registered). */
export const getSchoolUser = async (caller: Caller, uid: string): Promise<AdminUserDetail> => {
  const user = await getSchoolPerson(caller, uid);
  const kind = ownCodeKind(user.role);
  const codes = !user.signedUp && kind ? await listUnusedCodesOf(caller.schoolId, kind, uid) : [];
  return { ...toAdminUser(user), activationCode: codes[0]?.code ?? null };
};

/** A page of the school's audit log with the current names of the people concerned (one batch read per page). */
export const listAuditLogWithNames = async (caller: Caller, cursor?: string): Promise<AuditLogPage> => {
  const page = await listAuditLog(caller.schoolId, cursor);
  const uids = [...new Set(page.entries.flatMap((entry) => (entry.targetUid ? [entry.targetUid] : [])))];
  const users = await getUserRecords(uids.map((uid) => ({ schoolId: caller.schoolId, uid })));
  const names = new Map(users.map((user) => [user.uid, user.displayName]));
  return {
    ...page,
    entries: page.entries.map((entry) => {
      const targetName = entry.targetUid && names.get(entry.targetUid);
      return targetName ? { ...entry, targetName } : entry;
    }),
  };
};
