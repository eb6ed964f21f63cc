import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSchoolPushDays } from '../../shared/push-settings.js';
import type { UpdateSchoolSettingsBody } from '../../shared/schemas/school-settings.schema.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { csvFile } from '../fixtures/import-csv.js';
import { onboardTestSchool } from '../fixtures/onboarded-school.js';
import { LOCAL_TABLE, queryLocalTable, rawDocumentClient, scanLocalTable } from '../fixtures/raw-table.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { uploadImport, waitForImport } from '../fixtures/user-import.js';

/**
 * encryptData against the local stack, on a school onboarded for this test: its students imported,
 * the setting switched on through the API, the job run by the local bus. The raw table (read with
 * the plain DynamoDB client, not through the app's entities) holds no plain name of the school's
 * people, while the API still answers with the names. Lindenhof stands for another school.
 */
const run = Date.now().toString(36);
const rawDocuments = rawDocumentClient();

/** Names no other test uses, so a match in the table can only be one of this school's people. */
const students = [
  { lastname: `Geheimrath${run}`, firstname: `Verena${run}` },
  { lastname: `Schattenberg${run}`, firstname: `Quirin${run}` },
];
const lateStudent = { lastname: `Nachzügler${run}`, firstname: `Ottilie${run}` };
const CLASS = '5e';
const studentsFile = (people: { lastname: string; firstname: string }[]) =>
  csvFile(
    [['Nachname', 'Vorname', 'Klasse', 'Geschlecht'], ...people.map((person) => [person.lastname, person.firstname, CLASS, 'weiblich'])],
    'utf-8',
  );

/** A student import as the admin runs it: upload, start, wait for the job. */
const importStudents = async (people: { lastname: string; firstname: string }[]) => {
  const importId = await uploadImport(admin, 'students', studentsFile(people), 'utf-8');
  const started = await callRoute('startUserImport', {
    token: admin,
    params: { importId },
    body: { keepDuplicates: false, confirmExisting: true },
  });
  expect(started.status).toBe(200);
  return waitForImport(admin, importId, 30_000);
};

let schoolId: string;
let admin: string;
let adminName: string;
let schoolName: string;
let lindenhofAdmin: string;

/** The settings with `encryptData`, at the revision stored now (each save names it). */
const settings = async (encryptData: boolean): Promise<UpdateSchoolSettingsBody> => ({
  revision: (await callRoute('getSchoolSettings', { token: admin })).body.revision,
  name: schoolName,
  weatherCityId: '',
  myGroups: 'all',
  encryptData,
  untisHolidays: true,
  pushSettings: { student: defaultSchoolPushDays, tutor: defaultSchoolPushDays, guardian: defaultSchoolPushDays },
});

/** Every item of a school as stored: its partitions (`$schulapp#schoolid_<id>…`) and items elsewhere that name it. */
const storedItemsOf = async (id: string) =>
  (
    await scanLocalTable({
      FilterExpression: 'begins_with(pk, :partition) OR schoolId = :school',
      ExpressionAttributeValues: { ':partition': { S: `$schulapp#schoolid_${id.toLowerCase()}` }, ':school': { S: id } },
    })
  ).map((item) => unmarshall(item) as Record<string, unknown>);
/** The school's user records as stored: one query of its partition (the polls below run it often; a scan of the table is slow). */
const userItemsOf = async (id: string) =>
  (
    await queryLocalTable({
      KeyConditionExpression: 'pk = :partition AND begins_with(sk, :users)',
      ExpressionAttributeValues: { ':partition': { S: `$schulapp#schoolid_${id.toLowerCase()}` }, ':users': { S: '$user_1#' } },
    })
  )
    .map((item) => unmarshall(item) as Record<string, unknown>)
    .filter((item) => item.__edb_e__ === 'user');

/** The names of `people` found in plain text anywhere in the school's stored items. */
const plainNamesIn = (items: Record<string, unknown>[], people: { lastname: string; firstname: string }[]) => {
  const text = JSON.stringify(items);
  return people.flatMap((person) => [person.lastname, person.firstname]).filter((name) => text.includes(name));
};

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
};
const NAME_FIELDS = ['displayName', 'firstname', 'lastname', 'email'];
/** Every user record of the school has its names and e-mail address sealed. */
const allSealed = async () =>
  (await userItemsOf(schoolId)).every((user) =>
    NAME_FIELDS.every((field) => {
      const value = user[field];
      return typeof value !== 'string' || value === '' || value.startsWith('enc:v1:');
    }),
  );
const sealedFieldsIn = async (id: string) => JSON.stringify(await userItemsOf(id)).split('"enc:v1:').length - 1;

/** The job's service in this process, on the stack's table and master key file. */
const encryptionJob = async () => {
  useStackDynamoDb();
  return import('../../lambdas/users/user-encryption.service.js');
};

beforeAll(async () => {
  const school = await onboardTestSchool({ name: `Schule Verschlüsselung ${run}`, adminEmail: `encrypt.${run}@see.example` });
  schoolId = school.schoolId;
  schoolName = school.name;
  admin = school.token;
  adminName = (await callRoute('getBootstrap', { token: admin })).body.user.displayName;
  lindenhofAdmin = await signIn('lehrer.mueller');
  await callRoute('updateSchoolSettings', { token: admin, body: await settings(false) });
  expect((await importStudents(students)).status).toBe('done');
});

describe('encryptData', () => {
  it('stores the names plain while it is off', async () => {
    expect(plainNamesIn(await storedItemsOf(schoolId), students)).toHaveLength(4);
    expect(await sealedFieldsIn(schoolId)).toBe(0);
  });

  it('refuses an import while it is on and the school has no key', async () => {
    const stored = defined(
      (await storedItemsOf(schoolId)).find((item) => item.__edb_e__ === 'school'),
      'the school item',
    );
    const school = { pk: stored.pk, sk: stored.sk };
    await rawDocuments.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE,
        Key: school,
        UpdateExpression: 'SET encryptData = :on',
        ExpressionAttributeValues: { ':on': true },
      }),
    );
    try {
      const refused = await callRoute('createUserImport', { token: admin, body: { group: 'students', encoding: 'utf-8' } });
      expect(refused.status).toBe(409);
      expect(refused.error?.code).toBe('encryption-key-missing');
    } finally {
      await rawDocuments.send(
        new UpdateCommand({
          TableName: LOCAL_TABLE,
          Key: school,
          UpdateExpression: 'SET encryptData = :off',
          ExpressionAttributeValues: { ':off': false },
        }),
      );
    }
  });

  it('switched on, makes the school one key and the job seals every record: the raw table holds no plain name', async () => {
    const saved = await callRoute('updateSchoolSettings', { token: admin, body: await settings(true) });
    expect(saved.status).toBe(200);
    expect(saved.body.encryptData).toBe(true);
    await until(allSealed, 'sealing the school’s records');
    const items = await storedItemsOf(schoolId);
    expect(items.filter((item) => item.__edb_e__ === 'schoolDataKey')).toEqual([
      expect.objectContaining({ wrapping: 'local', wrappedKey: expect.stringMatching(/^enc:v1:/) as unknown }),
    ]);
    expect(plainNamesIn(items, students)).toEqual([]);
    const adminRecord = defined(
      (await userItemsOf(schoolId)).find((user) => user.isAdmin === true),
      'the admin record',
    );
    expect(adminRecord).toMatchObject({
      displayName: expect.stringMatching(/^enc:v1:/) as unknown,
      email: expect.stringMatching(/^enc:v1:/) as unknown,
    });
  });

  it('still answers with the plain names: the user administration, a profile, the class list and the bootstrap', async () => {
    const listed = await callRoute('listSchoolUsers', { token: admin, query: { role: 'student' } });
    expect(listed.status).toBe(200);
    expect(listed.body.users.map((user) => [user.lastname, user.firstname])).toEqual(
      [...students].sort((a, b) => a.lastname.localeCompare(b.lastname, 'de')).map((person) => [person.lastname, person.firstname]),
    );
    const found = await callRoute('listSchoolUsers', { token: admin, query: { search: students[1]?.firstname.toLowerCase() ?? '' } });
    expect(found.body.users.map((user) => user.lastname)).toEqual([students[1]?.lastname]);

    const uid = defined(listed.body.users[0]?.uid, 'a listed student');
    const profile = await callRoute('getUserProfile', { token: admin, params: { uid } });
    expect(profile.body.displayName).toContain(defined(students[0], 'first student').lastname);

    const groups = await callRoute('listMyGroups', { token: admin });
    const groupId = defined(
      groups.body.groups.find((group) => group.displayName === CLASS),
      'the imported class',
    ).id;
    const classList = await callRoute('listGroupStudents', { token: admin, params: { groupId } });
    expect(classList.body.students.map((student) => student.displayName).join(' ')).toContain(
      defined(students[1], 'second student').firstname,
    );

    const bootstrap = (await callRoute('getBootstrap', { token: admin })).body.user;
    expect(bootstrap).toMatchObject({ displayName: adminName, email: `encrypt.${run}@see.example` });
  });

  it('writes what comes later sealed: an import, and a new display name', async () => {
    expect(await importStudents([lateStudent])).toMatchObject({ status: 'done', created: 1 });
    const renamed = `${adminName} ${run}`;
    expect((await callRoute('updateDisplayName', { token: admin, body: { displayName: renamed } })).status).toBe(200);
    const items = await storedItemsOf(schoolId);
    expect(plainNamesIn(items, [lateStudent])).toEqual([]);
    expect(JSON.stringify(items)).not.toContain(renamed);
    expect((await callRoute('getBootstrap', { token: admin })).body.user.displayName).toBe(renamed);
    const listed = await callRoute('listSchoolUsers', { token: admin, query: { search: lateStudent.lastname } });
    expect(listed.body.users.map((user) => user.firstname)).toEqual([lateStudent.firstname]);
    await callRoute('updateDisplayName', { token: admin, body: { displayName: adminName } });
  });

  it('changes nothing when the job runs again, and finishes a half-sealed school', async () => {
    const { alignUserRecords } = await encryptionJob();
    const before = await userItemsOf(schoolId);
    expect(await alignUserRecords(schoolId)).toEqual({ changed: 0 });
    expect(await userItemsOf(schoolId)).toEqual(before);

    // As after a crash: one record still plain (written back by hand), the others sealed.
    const plain = defined(students[0], 'first student');
    const listed = await callRoute('listSchoolUsers', { token: admin, query: { search: plain.lastname } });
    const uid = defined(listed.body.users[0], 'the first student, listed').uid;
    const record = defined(
      before.find((item) => item.uid === uid),
      'the first student’s sealed record',
    );
    await rawDocuments.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE,
        Key: { pk: record.pk, sk: record.sk },
        UpdateExpression: 'SET lastname = :lastname, firstname = :firstname',
        ExpressionAttributeValues: { ':lastname': plain.lastname, ':firstname': plain.firstname },
      }),
    );
    expect(plainNamesIn(await storedItemsOf(schoolId), [plain])).toHaveLength(2);
    expect(await alignUserRecords(schoolId)).toEqual({ changed: 1 });
    expect(plainNamesIn(await storedItemsOf(schoolId), [plain])).toEqual([]);
    expect((await callRoute('listSchoolUsers', { token: admin, query: { search: plain.lastname } })).body.users).toHaveLength(1);
  });

  it('makes one key per school when several first callers race', async () => {
    useStackDynamoDb();
    const { ensureSchoolDataKey } = await import('../../lambdas/schools/school-data-key-creation.service.js');
    const racingSchool = `race-${run}`;
    const keys = await Promise.all(Array.from({ length: 5 }, () => ensureSchoolDataKey(racingSchool)));
    expect(new Set(keys.map((key) => key.toString('base64'))).size).toBe(1);
    const stored = (await storedItemsOf(racingSchool)).filter((item) => item.__edb_e__ === 'schoolDataKey');
    expect(stored).toHaveLength(1);
    await rawDocuments.send(new DeleteCommand({ TableName: LOCAL_TABLE, Key: { pk: stored[0]?.pk, sk: stored[0]?.sk } }));
  });

  it('leaves other schools plain and without a key', async () => {
    const lindenhof = await storedItemsOf('lindenhof');
    expect(lindenhof.some((item) => item.__edb_e__ === 'schoolDataKey')).toBe(false);
    expect(await sealedFieldsIn('lindenhof')).toBe(0);
    expect((await callRoute('getSchoolSettings', { token: lindenhofAdmin })).body.encryptData).toBe(false);
  });

  it('switched off, the job opens the records again; the key stays for a later switch', async () => {
    expect((await callRoute('updateSchoolSettings', { token: admin, body: await settings(false) })).status).toBe(200);
    await until(async () => (await sealedFieldsIn(schoolId)) === 0, 'opening the school’s records');
    const items = await storedItemsOf(schoolId);
    expect(plainNamesIn(items, [...students, lateStudent])).toHaveLength(6);
    expect(items.filter((item) => item.__edb_e__ === 'schoolDataKey')).toHaveLength(1);
  });
});
