import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/roles.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { csvFile } from '../fixtures/import-csv.js';
import { stack } from '../fixtures/local-stack.js';
import { rawDocumentClient } from '../fixtures/raw-table.js';
import { tokenClaim, tokenClaims } from '../fixtures/token-claims.js';
import { uploadImport, waitForImport } from '../fixtures/user-import.js';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The entities on the test's own client, to see what the job wrote. */
const tables = async () => {
  process.env.TABLE_NAME ??= 'schulapp-local';
  const client = rawDocumentClient();
  const { userEntity } = await import('../../lambdas/users/user.entity.js');
  const { activationCodeEntity } = await import('../../lambdas/codes/activation-code.entity.js');
  const { groupMemberEntity } = await import('../../lambdas/timetable/group-member.entity.js');
  const { groupEntity } = await import('../../lambdas/timetable/group.entity.js');
  for (const entity of [userEntity, activationCodeEntity, groupMemberEntity, groupEntity]) entity.setClient(client);
  return { userEntity, activationCodeEntity, groupMemberEntity, groupEntity };
};
type Tables = Awaited<ReturnType<typeof tables>>;

let people: DemoPeople;
let db: Tables;
let admin: string;
beforeAll(async () => {
  people = await signInDemoPeople();
  admin = people['lehrer.mueller'].token;
  db = await tables();
});

const usersNamed = async (schoolId: string, lastnamePrefix: string) => {
  const { data } = await db.userEntity.query.byId({ schoolId }).go({ pages: 'all' });
  return data.filter((user) => user.lastname.startsWith(lastnamePrefix));
};

const studentFile = (prefix: string, className: string) =>
  csvFile([
    ['Nachname', 'Vorname', 'Klasse', 'Geschlecht'],
    [`${prefix} Jürgens`, 'Jörg', className, 'männlich'],
    [`${prefix}   Weiß `, ' Änne  Marie', className, 'weiblich'],
    [`${prefix} Öztürk`, 'Ülkü', className, 'divers'],
  ]);

describe('user import: validation', () => {
  it('reports faulty rows with their row numbers, and the job refuses the file even when started anyway', async () => {
    const file = csvFile([
      ['Nachname', 'Vorname', 'Klasse', 'Geschlecht'],
      ['Fehler', 'Fritz', '5a', 'männlich'],
      ['', 'Ohne', '5a', ''],
      ['Falsch', 'Frieda', '5a', 'unbekannt'],
    ]);
    const importId = await uploadImport(admin, 'students', file);
    const check = await callRoute('checkUserImport', { token: admin, params: { importId } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      ok: false,
      problem: {
        message: 'Fehlerhafte Daten. Bitte versuche es mit korrigierten Daten erneut.',
        report: [
          { row: 3, message: 'Fehlender Eintrag in Spalte(n): Nachname' },
          { row: 4, message: 'Fehlerhafter Eintrag in Spalte Geschlecht: unbekannt' },
        ],
      },
    });
    expect(check.ddbWrites).toBe(0);

    const started = await callRoute('startUserImport', {
      token: admin,
      params: { importId },
      body: { keepDuplicates: true, confirmExisting: true },
    });
    expect(started.status).toBe(200);
    // Starting the import is the admin action the audit log records (in the same transaction).
    const [audit] = (await callRoute('listAuditLog', { token: admin })).body.entries;
    expect(audit).toMatchObject({ action: 'users-imported', detail: 'students' });
    const result = await waitForImport(admin, importId);
    expect(result).toMatchObject({ status: 'failed', created: 0, problem: { report: [{ row: 3 }, { row: 4 }] } });
    expect(await usersNamed('lindenhof', 'Fehler')).toEqual([]);
  });

  it('names missing columns', async () => {
    const importId = await uploadImport(
      admin,
      'tutors',
      csvFile([
        ['Name', 'Vorname'],
        ['Becker', 'Julia'],
      ]),
    );
    const check = await callRoute('checkUserImport', { token: admin, params: { importId } });
    expect(check.body).toEqual({ ok: false, problem: { message: 'Fehlende Spalte(n): Nachname', report: [] } });
  });

  it('answers that there is no data before the upload', async () => {
    const created = await callRoute('createUserImport', { token: admin, body: { group: 'students', encoding: 'utf-8' } });
    const check = await callRoute('checkUserImport', { token: admin, params: { importId: created.body.importId } });
    expect(check).toMatchObject({ status: 409, body: { error: { code: 'import-not-uploaded' } } });
  });

  it('refuses to start while duplicates or existing users are not confirmed', async () => {
    const file = csvFile([
      ['Nachname', 'Vorname', 'Klasse'],
      ['Doppelt', 'Dora', '5a'],
      ['doppelt', 'DORA', '6b'],
    ]);
    const importId = await uploadImport(admin, 'students', file);
    const check = await callRoute('checkUserImport', { token: admin, params: { importId } });
    expect(check.body).toMatchObject({
      ok: true,
      total: 2,
      duplicates: [{ lastname: 'Doppelt', firstname: 'Dora', rows: [2, 3] }],
      existing: [],
    });
    await callRoute('startUserImport', { token: admin, params: { importId }, body: { keepDuplicates: false, confirmExisting: true } });
    expect(await waitForImport(admin, importId)).toMatchObject({
      status: 'failed',
      created: 0,
      problem: { message: 'Um fortzufahren, setze bitte das Häkchen oder importiere neue Daten.' },
    });
  });
});

describe('user import: creation', () => {
  it('creates students with codes in their (new) class, and a second run of the same file creates nobody', async () => {
    const file = studentFile('Happy', 'IT1');
    const importId = await uploadImport(admin, 'students', file);
    expect((await callRoute('checkUserImport', { token: admin, params: { importId } })).body).toEqual({
      ok: true,
      total: 3,
      duplicates: [],
      existing: [],
    });
    const started = await callRoute('startUserImport', {
      token: admin,
      params: { importId },
      body: { keepDuplicates: false, confirmExisting: false },
    });
    expect(started.body).toMatchObject({ importId, status: 'queued' });
    expect(await waitForImport(admin, importId)).toMatchObject({ status: 'done', total: 3, created: 3, skipped: 0 });

    const created = await usersNamed('lindenhof', 'Happy');
    expect(
      created.map((user) => [user.lastname, user.firstname, user.groupDisplayName, user.sex, user.role, user.signedUp]).sort(),
    ).toEqual([
      ['Happy Jürgens', 'Jörg', 'IT1', 'männlich', 'student', false],
      ['Happy Weiß', 'Änne Marie', 'IT1', 'weiblich', 'student', false],
      ['Happy Öztürk', 'Ülkü', 'IT1', 'other', 'student', false],
    ]);
    const { data: codes } = await db.activationCodeEntity.query.bySchool({ schoolId: 'lindenhof' }).go({ pages: 'all' });
    for (const user of created) {
      expect(
        codes
          .filter((code) => code.uid === user.uid)
          .map((code) => code.kind)
          .sort(),
      ).toEqual(['guardian', 'student']);
    }
    const { data: group } = await db.groupEntity.get({ schoolId: 'lindenhof', schoolYearId: '2026-27', groupId: 'IT1' }).go();
    expect(group).toMatchObject({ displayName: 'IT1' });
    const { data: members } = await db.groupMemberEntity.query
      .byGroup({ schoolId: 'lindenhof', schoolYearId: '2026-27', groupId: 'IT1' })
      .go();
    expect(members.map((member) => member.studentUid).sort()).toEqual(created.map((user) => user.uid).sort());

    const again = await uploadImport(admin, 'students', file);
    const check = await callRoute('checkUserImport', { token: admin, params: { importId: again } });
    expect(check.body.ok ? check.body.existing : undefined).toHaveLength(3);
    await callRoute('startUserImport', {
      token: admin,
      params: { importId: again },
      body: { keepDuplicates: false, confirmExisting: true },
    });
    expect(await waitForImport(admin, again)).toMatchObject({ status: 'done', total: 3, created: 0, skipped: 3 });
    expect(await usersNamed('lindenhof', 'Happy')).toHaveLength(3);
  });

  it('creates tutors with one code each from a UTF-8 file', async () => {
    const file = csvFile(
      [
        ['Nachname', 'Vorname', 'Titel', 'Funktion', 'Kürzel'],
        ['Lehrkraft Größe', 'Jürgen', 'Herr', 'Lehrer', 'GRÖ'],
        ['Lehrkraft Ohne', 'Titel', '', '', ''],
      ],
      'utf-8',
    );
    const importId = await uploadImport(admin, 'tutors', file, 'utf-8');
    await callRoute('startUserImport', { token: admin, params: { importId }, body: { keepDuplicates: false, confirmExisting: false } });
    expect(await waitForImport(admin, importId)).toMatchObject({ status: 'done', created: 2 });
    const tutors = await usersNamed('lindenhof', 'Lehrkraft');
    expect(tutors.map((user) => [user.displayName, user.title, user.type, user.short, user.role]).sort()).toEqual([
      ['Herr Lehrkraft Größe', 'Herr', 'Lehrer', 'GRÖ', 'tutor'],
      ['Titel Lehrkraft Ohne', undefined, undefined, undefined, 'tutor'],
    ]);
    const { data: codes } = await db.activationCodeEntity.query
      .bySchool({ schoolId: 'lindenhof' })
      .begins({ kind: 'tutor' })
      .go({ pages: 'all' });
    for (const tutor of tutors) expect(codes.filter((code) => code.uid === tutor.uid)).toHaveLength(1);
  });

  it('keeps confirmed duplicates of the file as different people', async () => {
    const file = csvFile([
      ['Nachname', 'Vorname', 'Klasse'],
      ['Zwilling', 'Zoe', 'IT2'],
      ['Zwilling', 'Zoe', 'IT2'],
    ]);
    const importId = await uploadImport(admin, 'students', file);
    await callRoute('startUserImport', { token: admin, params: { importId }, body: { keepDuplicates: true, confirmExisting: false } });
    expect(await waitForImport(admin, importId)).toMatchObject({ status: 'done', created: 2 });
    expect(await usersNamed('lindenhof', 'Zwilling')).toHaveLength(2);
  });

  it('starts an import once: a concurrent double start is a conflict', async () => {
    const importId = await uploadImport(admin, 'students', studentFile('Doppelstart', 'IT3'));
    const answers = await Promise.all(
      [1, 2].map(() =>
        callRoute('startUserImport', { token: admin, params: { importId }, body: { keepDuplicates: false, confirmExisting: false } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await waitForImport(admin, importId)).toMatchObject({ status: 'done', created: 3 });
    expect(await usersNamed('lindenhof', 'Doppelstart')).toHaveLength(3);
  });

  it('creates each person once when the same file is imported twice at the same time', async () => {
    const file = studentFile('Parallel', 'IT4');
    const [first, second] = await Promise.all([uploadImport(admin, 'students', file), uploadImport(admin, 'students', file)]);
    await Promise.all(
      [first, second].map((importId) =>
        callRoute('startUserImport', { token: admin, params: { importId }, body: { keepDuplicates: false, confirmExisting: true } }),
      ),
    );
    const results = await Promise.all([first, second].map((importId) => waitForImport(admin, importId)));
    expect(results.map((result) => result.status)).toEqual(['done', 'done']);
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(3);
    const created = await usersNamed('lindenhof', 'Parallel');
    expect(created).toHaveLength(3);
    const { data: codes } = await db.activationCodeEntity.query.bySchool({ schoolId: 'lindenhof' }).go({ pages: 'all' });
    expect(codes.filter((code) => created.some((user) => user.uid === code.uid))).toHaveLength(6);
  });
});

describe('user import: who may', () => {
  const cognito = () => new CognitoIdentityProviderClient({ region: 'eu-central-1', endpoint: stack.cognitoUrl, credentials });
  const usernameOf = (token: string) => tokenClaim(token, 'cognito:username');
  let otherAdmin: string;
  const kleinKey = () => {
    const claims = tokenClaims(people['lehrer.klein'].token);
    return { schoolId: claims['custom:schoolId'] as string, uid: (claims['custom:uid'] ?? claims.sub) as string };
  };

  beforeAll(async () => {
    await cognito().send(
      new AdminAddUserToGroupCommand({
        UserPoolId: stack.userPoolId,
        Username: usernameOf(people['lehrer.klein'].token),
        GroupName: ADMIN_GROUP,
      }),
    );
    // Admin rights need the record's flag too (resolveCaller).
    await db.userEntity.patch(kleinKey()).set({ isAdmin: true }).go();
    otherAdmin = await signIn('lehrer.klein');
  });
  afterAll(async () => {
    await db.userEntity.patch(kleinKey()).set({ isAdmin: false }).go();
    await cognito().send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: stack.userPoolId,
        Username: usernameOf(people['lehrer.klein'].token),
        GroupName: ADMIN_GROUP,
      }),
    );
  });

  it("refuses everyone but admins with 'not-admin' (403)", async () => {
    const asTutor = await callRoute('createUserImport', {
      token: people['lehrer.schmidt'].token,
      body: { group: 'students', encoding: 'utf-8' },
    });
    expect(asTutor).toMatchObject({ status: 403, body: { error: { code: 'not-admin' } }, ddbWrites: 0 });
    const asStudent = await callRoute('createUserImport', {
      token: people['schueler.anna'].token,
      body: { group: 'students', encoding: 'utf-8' },
    });
    expect(asStudent).toMatchObject({ status: 403, body: { error: { code: 'not-admin' } } });
  });

  it("does not show another school's admin the import", async () => {
    const importId = await uploadImport(admin, 'students', studentFile('Geheim', 'IT5'));
    const other = await callRoute('getUserImport', { token: otherAdmin, params: { importId } });
    expect(other).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    const start = await callRoute('startUserImport', {
      token: otherAdmin,
      params: { importId },
      body: { keepDuplicates: true, confirmExisting: true },
    });
    expect(start.status).toBe(404);
    const check = await callRoute('checkUserImport', { token: otherAdmin, params: { importId } });
    expect(check.status).toBe(404);
    expect((await callRoute('getUserImport', { token: admin, params: { importId } })).body.status).toBe('created');
  });

  it("lets another school's admin import into their own school only", async () => {
    const importId = await uploadImport(otherAdmin, 'students', studentFile('Birke', 'IT6'));
    await callRoute('startUserImport', {
      token: otherAdmin,
      params: { importId },
      body: { keepDuplicates: false, confirmExisting: false },
    });
    expect(await waitForImport(otherAdmin, importId)).toMatchObject({ status: 'done', created: 3 });
    expect(await usersNamed('birkenweg', 'Birke')).toHaveLength(3);
    expect(await usersNamed('lindenhof', 'Birke')).toHaveLength(0);
  });
});
