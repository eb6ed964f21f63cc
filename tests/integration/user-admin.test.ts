import { beforeAll, describe, expect, it } from 'vitest';
import { pendingDemoPeople, type PendingPerson } from '../../scripts/seed/demo-pending-people.js';
import { generateUsername } from '../../shared/generated-username.js';
import type { AuditEntry } from '../../shared/schemas/user-admin.schema.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';

/**
 * User administration and audit log against the local stack. Uses pending students 37 and 38 of the
 * Lindenhof (other tests use other pending people); Frau Schmidt becomes an admin for a while and
 * Herr Müller is the school's admin again at the end of each test.
 */
const pendingStudent = (index: number) =>
  pendingDemoPeople.filter((person) => person.role === 'student' && person.schoolId === 'lindenhof')[index - 1] as Required<PendingPerson>;
const PASSWORD = 'geheim123';

let people: DemoPeople;
let admin: string;
const uidOf = (username: keyof DemoPeople) => people[username].uid;

const auditLog = async (token = admin): Promise<AuditEntry[]> => {
  const answer = await callRoute('listAuditLog', { token });
  expect(answer.status).toBe(200);
  return answer.body.entries;
};
const setAdmin = (token: string, uid: string, isAdmin: boolean) =>
  callRoute('setUserAdminFlag', { token, params: { uid }, body: { isAdmin } });

beforeAll(async () => {
  people = await signInDemoPeople();
  admin = people['lehrer.mueller'].token;
});

describe('user administration: the list', () => {
  it("pages through the school's people sorted by name, searches names, filters by role and class, in a few requests", async () => {
    const first = await callRoute('listSchoolUsers', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.page).toBe(1);
    expect(first.body.users.length).toBe(Math.min(first.body.total, first.body.pageSize));
    expect(first.body.total).toBeGreaterThan(first.body.pageSize);
    // One query of the school's records (a page or two of DynamoDB) plus the caller: never one per person.
    expect(first.ddbRequests).toBeLessThanOrEqual(4);
    const lastnames = first.body.users.map((user) => user.lastname);
    expect(lastnames).toEqual([...lastnames].sort(new Intl.Collator('de', { sensitivity: 'base' }).compare));
    expect(first.body.groups).toEqual(expect.arrayContaining(['7a', '9b']));
    expect(first.body.users.some((user) => user.role === ('service' as string))).toBe(false);

    const second = await callRoute('listSchoolUsers', { token: admin, query: { page: '2' } });
    expect(second.body.users.length).toBeGreaterThan(0);
    expect(second.body.users.map((user) => user.uid)).not.toContain(first.body.users[0]?.uid);

    const ben = await callRoute('listSchoolUsers', { token: admin, query: { search: 'ben web' } });
    expect(ben.body.users).toEqual([expect.objectContaining({ uid: uidOf('schueler.ben'), signedUp: true, groupDisplayName: '9b' })]);
    const mueller = await callRoute('listSchoolUsers', { token: admin, query: { search: 'muller' } });
    expect(mueller.body.users.map((user) => user.uid)).toContain(uidOf('lehrer.mueller'));

    const pending = pendingStudent(37);
    const klass = await callRoute('listSchoolUsers', { token: admin, query: { role: 'student', group: pending.groupDisplayName } });
    expect(klass.body.users.every((user) => user.role === 'student' && user.groupDisplayName === pending.groupDisplayName)).toBe(true);
    expect(klass.body.users).toContainEqual(expect.objectContaining({ uid: pending.uid, signedUp: false }));
    const tutors = await callRoute('listSchoolUsers', { token: admin, query: { role: 'tutor' } });
    expect(tutors.body.users.every((user) => user.role === 'tutor')).toBe(true);
    expect(tutors.body.users).toContainEqual(expect.objectContaining({ uid: uidOf('lehrer.mueller'), isAdmin: true }));
  });

  it('refuses non-admins and never shows another school', async () => {
    for (const username of ['lehrer.schmidt', 'schueler.anna', 'eltern.weber'] as const) {
      expect((await callRoute('listSchoolUsers', { token: people[username].token })).status).toBe(403);
      expect((await callRoute('listAuditLog', { token: people[username].token })).status).toBe(403);
    }
    const all = await callRoute('listSchoolUsers', { token: admin, query: { search: 'lena' } });
    expect(all.body.users.map((user) => user.uid)).not.toContain(uidOf('schueler.lena'));
    const other = await callRoute('getSchoolUser', { token: admin, params: { uid: uidOf('schueler.lena') } });
    expect(other.status).toBe(404);
    const mark = await callRoute('markUserForDeletion', { token: admin, params: { uid: uidOf('schueler.lena') } });
    expect(mark.status).toBe(404);
    const klein = people['lehrer.klein'].token;
    expect((await callRoute('listAuditLog', { token: klein })).status).toBe(403);
  });
});

describe('user administration: activation codes', () => {
  it('regenerates a code: the old one is refused at registration at once, the new one works, the audit log has the row', async () => {
    const person = pendingStudent(37);
    const shown = await callRoute('getSchoolUser', { token: admin, params: { uid: person.uid } });
    expect(shown.body).toMatchObject({ uid: person.uid, signedUp: false, activationCode: person.code });

    const renewed = await callRoute('regenerateActivationCode', { token: admin, params: { uid: person.uid } });
    expect(renewed.status).toBe(200);
    const code = renewed.body.activationCode ?? '';
    expect(code).not.toBe(person.code);
    expect((await callRoute('getSchoolUser', { token: admin, params: { uid: person.uid } })).body.activationCode).toBe(code);
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      action: 'code-regenerated',
      actorUid: uidOf('lehrer.mueller'),
      actorName: 'Herr Müller',
      targetUid: person.uid,
    });

    const old = await callRoute('registerStudent', {
      body: { code: person.code, username: generateUsername(Math.random, 'test'), password: PASSWORD },
    });
    expect(old.error?.code).toBe('code-invalid');
    const login = generateUsername(Math.random, 'test');
    expect((await callRoute('registerStudent', { body: { code, username: login, password: PASSWORD } })).status).toBe(200);

    const registered = await callRoute('getSchoolUser', { token: admin, params: { uid: person.uid } });
    expect(registered.body).toMatchObject({ signedUp: true, activationCode: null });
    const again = await callRoute('regenerateActivationCode', { token: admin, params: { uid: person.uid } });
    expect(again.error?.code).toBe('user-already-registered');
  });

  it('never lets the old and the new code both work when a registration races the regeneration', async () => {
    const person = pendingStudent(38);
    const [registration, renewal] = await Promise.all([
      callRoute('registerStudent', { body: { code: person.code, username: generateUsername(Math.random, 'test'), password: PASSWORD } }),
      callRoute('regenerateActivationCode', { token: admin, params: { uid: person.uid } }),
    ]);
    if (registration.status === 200) {
      // The registration won: no new code may exist that still works.
      expect(renewal.error?.code).toBe('user-already-registered');
    } else {
      expect(registration.error?.code).toBe('code-invalid');
      expect(renewal.status).toBe(200);
      const check = await callRoute('checkActivationCode', { body: { code: renewal.body.activationCode, expectedKind: 'student' } });
      expect(check.status).toBe(200);
    }
  });
});

describe('user administration: admin flag and deletion mark', () => {
  it('grants and revokes the admin flag, never for the last admin, also under two parallel revocations', async () => {
    const schmidt = uidOf('lehrer.schmidt');
    const mueller = uidOf('lehrer.mueller');
    expect((await setAdmin(admin, uidOf('schueler.ben'), true)).error?.code).toBe('admin-not-registered-tutor');
    expect((await setAdmin(admin, mueller, false)).error?.code).toBe('last-admin');

    expect((await setAdmin(admin, schmidt, true)).body).toMatchObject({ uid: schmidt, isAdmin: true });
    const schmidtAdmin = await signIn('lehrer.schmidt');
    expect((await callRoute('listSchoolUsers', { token: schmidtAdmin })).status).toBe(200);

    const answers = await Promise.all([setAdmin(admin, schmidt, false), setAdmin(schmidtAdmin, mueller, false)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(['last-admin', 'not-admin']).toContain(refused.error?.code);

    // Exactly one admin is left; it makes Herr Müller the only admin again.
    const muellerWon = answers[0].status === 200;
    const remaining = muellerWon ? await signIn('lehrer.mueller') : schmidtAdmin;
    const tutors = await callRoute('listSchoolUsers', { token: remaining, query: { role: 'tutor' } });
    expect(tutors.body.users.filter((user) => user.isAdmin).map((user) => user.uid)).toEqual([muellerWon ? mueller : schmidt]);
    if (!muellerWon) {
      expect((await setAdmin(remaining, mueller, true)).status).toBe(200);
      admin = await signIn('lehrer.mueller');
      expect((await setAdmin(admin, schmidt, false)).status).toBe(200);
    }
    const actions = (await auditLog()).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['admin-granted', 'admin-revoked']));
    expect((await callRoute('listSchoolUsers', { token: await signIn('lehrer.schmidt') })).status).toBe(403);
  });

  it('marks an account for deletion and undoes it; never the own account, never the last unmarked admin', async () => {
    const ben = uidOf('schueler.ben');
    expect((await callRoute('markUserForDeletion', { token: admin, params: { uid: uidOf('lehrer.mueller') } })).error?.code).toBe(
      'own-deletion-mark',
    );

    const before = Date.now();
    const marked = await callRoute('markUserForDeletion', { token: admin, params: { uid: ben } });
    expect(marked.status).toBe(200);
    expect(Date.parse(marked.body.deletionMarkedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const benBootstrap = await callRoute('getBootstrap', { token: await signIn('schueler.ben') });
    expect(benBootstrap.body.user).toMatchObject({ reservedForDeletion: true, deletionMarkedAt: marked.body.deletionMarkedAt });

    const undone = await callRoute('unmarkUserForDeletion', { token: admin, params: { uid: ben } });
    expect(undone.status).toBe(200);
    expect(undone.body.deletionMarkedAt).toBeUndefined();
    const after = await callRoute('getBootstrap', { token: await signIn('schueler.ben') });
    expect(after.body.user.reservedForDeletion).toBe(false);
    expect(after.body.user.deletionMarkedAt).toBeUndefined();
    const [undoEntry, markEntry] = await auditLog();
    expect(undoEntry).toMatchObject({ action: 'deletion-unmarked', targetUid: ben });
    expect(markEntry).toMatchObject({ action: 'deletion-marked', targetUid: ben });

    // Frau Schmidt as a second admin, marked: she may not mark Herr Müller, the last unmarked admin.
    const schmidt = uidOf('lehrer.schmidt');
    await setAdmin(admin, schmidt, true);
    expect((await callRoute('markUserForDeletion', { token: admin, params: { uid: schmidt } })).status).toBe(200);
    const schmidtAdmin = await signIn('lehrer.schmidt');
    const refused = await callRoute('markUserForDeletion', { token: schmidtAdmin, params: { uid: uidOf('lehrer.mueller') } });
    expect(refused.error?.code).toBe('last-admin');
    expect((await callRoute('unmarkUserForDeletion', { token: admin, params: { uid: schmidt } })).status).toBe(200);
    expect((await setAdmin(admin, schmidt, false)).status).toBe(200);
  });

  it('writes audit rows for the import and the code export, newest first, a page at a time, without personal data', async () => {
    const exported = await callRoute('createCodeExport', {
      token: admin,
      body: { audience: 'tutors', format: 'csv', appOrigin: 'http://127.0.0.1:5173' },
    });
    expect(exported.status).toBe(200);
    const [entry] = await auditLog();
    expect(entry).toMatchObject({ action: 'codes-exported', detail: 'tutors', actorUid: uidOf('lehrer.mueller') });
    expect(Object.keys(entry ?? {}).sort()).toEqual(['action', 'actorName', 'actorUid', 'at', 'detail', 'id']);

    const page = await callRoute('listAuditLog', { token: admin });
    const times = page.body.entries.map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await callRoute('listAuditLog', { token: admin, query: { cursor: 'not-a-cursor' } })).status).toBe(400);
    expect((await callRoute('listAuditLog', { token: people['lehrer.klein'].token })).status).toBe(403);
  });
});
