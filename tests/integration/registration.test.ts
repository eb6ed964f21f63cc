import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoGuardianCodes, pendingDemoPeople, type PendingPerson } from '../../scripts/seed/demo-pending-people.js';
import { generateUsername } from '../../shared/generated-username.js';
import { buildPath, routes, type RouteName } from '../../shared/routes/index.js';
import { callRoute, initiateAuth, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { stack } from '../fixtures/local-stack.js';

/**
 * Activation codes and registration against the local stack. Every test uses its own seeded codes
 * (scripts/seed/demo-registration.ts); the e2e tests use students 31 to 40 and tutor 6.
 */
const tutor = (index: number) =>
  defined(pendingDemoPeople.filter((person) => person.role === 'tutor')[index - 1], `pending demo tutor ${index}`);
const student = (index: number, schoolId = 'lindenhof') =>
  pendingDemoPeople.filter((person) => person.role === 'student' && person.schoolId === schoolId)[index - 1] as Required<PendingPerson>;

const PASSWORD = 'geheim123';
const username = () => generateUsername(Math.random, 'test');

/** Calls a route from another loopback address, so rate-limit tests get their own counter. */
const callFrom = (sourceIp: string, name: RouteName, body: unknown, token?: string, extraHeaders: Record<string, string> = {}) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const definition = routes[name];
    const target = new URL(`${stack.apiUrl}${buildPath(definition.path, {})}`);
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: definition.method,
        localAddress: sourceIp,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...extraHeaders,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as unknown }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

const bootstrapOf = async (login: string, password = PASSWORD) => {
  const answer = await initiateAuth(login, password);
  const token = answer.body.AuthenticationResult?.IdToken;
  expect(token, `sign-in of the new account: ${answer.body.__type}`).toEqual(expect.any(String));
  const me = await callRoute('getBootstrap', { token });
  expect(me.status).toBe(200);
  return { token: defined(token, 'the ID token'), me: me.body };
};

describe('activation code check', () => {
  it('names the person of a tutor, student and guardian code', async () => {
    const checkTutor = await callRoute('checkActivationCode', { body: { code: tutor(1).code, expectedKind: 'tutor' } });
    expect(checkTutor.status).toBe(200);
    expect(checkTutor.body).toEqual({ kind: 'tutor', displayName: tutor(1).displayName, schoolName: 'Gesamtschule am Lindenhof' });

    const checkStudent = await callRoute('checkActivationCode', {
      body: { code: ` ${student(1).code.toUpperCase()} `, expectedKind: 'student' },
    });
    expect(checkStudent.body).toEqual({
      kind: 'student',
      displayName: student(1).displayName,
      groupDisplayName: student(1).groupDisplayName,
      schoolName: 'Gesamtschule am Lindenhof',
    });

    const checkGuardian = await callRoute('checkActivationCode', {
      body: { code: demoGuardianCodes['schueler.lena'], expectedKind: 'guardian' },
    });
    expect(checkGuardian.body).toEqual({
      kind: 'guardian',
      displayName: 'Lena Vogel',
      groupDisplayName: '6c',
      schoolName: 'Realschule Birkenweg',
    });
  });

  it("answers unknown codes with 'code-invalid' and codes of the wrong kind with the spec's codes", async () => {
    const unknown = await callRoute('checkActivationCode', { body: { code: 'zzzzzzz', expectedKind: 'student' } });
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 'code-invalid' } } });
    const notTutor = await callRoute('checkActivationCode', { body: { code: student(1).code, expectedKind: 'tutor' } });
    expect(notTutor).toMatchObject({ status: 400, body: { error: { code: 'code-not-tutor' } } });
    const notStudent = await callRoute('checkActivationCode', { body: { code: tutor(1).code, expectedKind: 'student' } });
    expect(notStudent).toMatchObject({ status: 400, body: { error: { code: 'code-not-student' } } });
    const malformed = await callRoute('checkActivationCode', { body: { code: 'abc', expectedKind: 'student' } });
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: 'validation-failed' } } });
  });

  it("answers 429 'rate-limited' after 60 attempts per address and minute, other addresses unaffected", async () => {
    const sourceIp = '127.0.0.77';
    // All 61 attempts within one minute: wait for the next minute when this one is nearly over.
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 20_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 100));
    const answers = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      answers.push(await callFrom(sourceIp, 'checkActivationCode', { code: 'zzzzzzz', expectedKind: 'student' }));
    }
    expect(answers.slice(0, 60).map((answer) => answer.status)).toEqual(Array(60).fill(400));
    expect(answers[60]).toMatchObject({ status: 429, body: { error: { code: 'rate-limited' } } });
    const other = await callFrom('127.0.0.78', 'checkActivationCode', { code: 'zzzzzzz', expectedKind: 'student' });
    expect(other.status).toBe(400);
  }, 60_000);

  it('counts per viewer address CloudFront forwards, not per edge address the API sees', async () => {
    const attempt = (edgeAddress: string, viewerAddress: string) =>
      callFrom(edgeAddress, 'checkActivationCode', { code: 'zzzzzzz', expectedKind: 'student' }, undefined, {
        'cloudfront-viewer-address': viewerAddress,
      });
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 20_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 100));
    // One viewer (IPv6, as CloudFront writes it) whose requests arrive through two edge locations.
    const viewer = '2001:db8:17::5:51234';
    const answers = [];
    for (let index = 0; index < 61; index += 1) answers.push(await attempt(index % 2 === 0 ? '127.0.0.81' : '127.0.0.82', viewer));
    expect(answers.slice(0, 60).map((answer) => answer.status)).toEqual(Array(60).fill(400));
    expect(answers[60]).toMatchObject({ status: 429, body: { error: { code: 'rate-limited' } } });
    // Another viewer behind the same edge address is not affected.
    expect((await attempt('127.0.0.81', '198.51.100.23:40000')).status).toBe(400);
  }, 60_000);
});

describe('registration of tutors and students', () => {
  it('registers a tutor as class teacher, signs in with the new account and refuses the code afterwards', async () => {
    const login = username();
    const answer = await callRoute('registerTutor', {
      body: {
        code: tutor(2).code,
        username: login,
        password: PASSWORD,
        email: `${login}@example.org`,
        userInfo: { groupDisplayName: '8c' },
      },
    });
    expect(answer).toMatchObject({ status: 200, body: { username: login } });
    const { me } = await bootstrapOf(login);
    expect(me.user).toMatchObject({
      uid: tutor(2).uid,
      role: 'tutor',
      displayName: tutor(2).displayName,
      username: login,
      email: `${login}@example.org`,
    });
    expect(me.user.userInfo.groupDisplayName).toBe('8c');

    const again = await callRoute('registerTutor', {
      body: { code: tutor(2).code, username: username(), password: PASSWORD, userInfo: {} },
    });
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'code-invalid' } } });
    const check = await callRoute('checkActivationCode', { body: { code: tutor(2).code, expectedKind: 'tutor' } });
    expect(check.error?.code).toBe('code-invalid');
  });

  it('registers a student without e-mail; the record keeps its imported uid', async () => {
    const login = username();
    expect((await callRoute('registerStudent', { body: { code: student(2).code, username: login, password: PASSWORD } })).status).toBe(200);
    const { me } = await bootstrapOf(login);
    expect(me.user).toMatchObject({ uid: student(2).uid, role: 'student', displayName: student(2).displayName });
    expect(me.user.email).toBeUndefined();
  });

  it('refuses the wrong kind of code, a taken user ID, a short password, and leaves no account behind', async () => {
    const wrongKind = await callRoute('registerStudent', { body: { code: tutor(3).code, username: username(), password: PASSWORD } });
    expect(wrongKind.error?.code).toBe('code-not-student');
    const wrongKindTutor = await callRoute('registerTutor', { body: { code: student(3).code, username: username(), password: PASSWORD } });
    expect(wrongKindTutor.error?.code).toBe('code-not-tutor');

    const taken = await callRoute('registerStudent', { body: { code: student(3).code, username: 'schueler.anna', password: PASSWORD } });
    expect(taken).toMatchObject({ status: 409, body: { error: { code: 'username-already-in-use' } } });
    const takenGenerated = username();
    await callRoute('registerStudent', { body: { code: student(3).code, username: takenGenerated, password: PASSWORD } });
    const second = await callRoute('registerStudent', { body: { code: student(4).code, username: takenGenerated, password: PASSWORD } });
    expect(second).toMatchObject({ status: 409, body: { error: { code: 'username-already-in-use' } } });
    // The code of the refused registration is still usable.
    const check = await callRoute('checkActivationCode', { body: { code: student(4).code, expectedKind: 'student' } });
    expect(check.status).toBe(200);

    const short = await callRoute('registerStudent', { body: { code: student(4).code, username: username(), password: '12345' } });
    expect(short.error?.code).toBe('validation-failed');
  });

  it('lets exactly 10 of 50 simultaneous registrations for 10 codes win; the others get the code error', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => student(11 + index).code);
    const attempts = Array.from({ length: 50 }, (_, index) => ({ code: codes[index % 10], username: username() }));
    const answers = await Promise.all(
      attempts.map((attempt) =>
        callFrom('127.0.0.88', 'registerStudent', { code: attempt.code, username: attempt.username, password: PASSWORD }),
      ),
    );
    const succeeded = (index: number) => answers[index]?.status === 200;
    const winners = attempts.filter((_, index) => succeeded(index));
    expect(winners.length).toBe(10);
    expect(new Set(winners.map((winner) => winner.code)).size).toBe(10);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer).toMatchObject({ status: 400, body: { error: { code: 'code-invalid' } } });
    }
    // Losers have no Cognito account; winners can sign in.
    const losers = attempts.filter((_, index) => !succeeded(index));
    for (const loser of losers.slice(0, 5))
      expect((await initiateAuth(loser.username, PASSWORD)).body.AuthenticationResult).toBeUndefined();
    for (const winner of winners.slice(0, 3)) await bootstrapOf(winner.username);
  }, 120_000);
});

describe('guardians', () => {
  it('registers with two children of two schools, legal flag per child, and consumes both codes', async () => {
    const login = username();
    const answer = await callRoute('registerGuardian', {
      body: {
        codes: [
          { code: student(5).guardianCode, legal: true },
          { code: student(1, 'birkenweg').guardianCode, legal: false },
        ],
        username: login,
        password: PASSWORD,
        displayName: 'Petra Hoffmann',
      },
    });
    expect(answer).toMatchObject({ status: 200, body: { username: login } });
    const { me } = await bootstrapOf(login);
    expect(me.user).toMatchObject({ role: 'guardian', displayName: 'Petra Hoffmann' });
    expect(me.students).toEqual([
      expect.objectContaining({ uid: student(5).uid, schoolName: 'Gesamtschule am Lindenhof', legal: true }),
      expect.objectContaining({ uid: student(1, 'birkenweg').uid, schoolName: 'Realschule Birkenweg', legal: false }),
    ]);
    const reuse = await callRoute('registerGuardian', {
      body: {
        codes: [{ code: student(5).guardianCode, legal: true }],
        username: username(),
        password: PASSWORD,
        displayName: 'Zweiter Versuch',
      },
    });
    expect(reuse.error?.code).toBe('code-invalid');
  });

  it('refuses duplicate codes and student codes', async () => {
    const duplicate = await callRoute('registerGuardian', {
      body: {
        codes: [
          { code: student(6).guardianCode, legal: true },
          { code: student(6).guardianCode, legal: false },
        ],
        username: username(),
        password: PASSWORD,
        displayName: 'Doppelt Eltern',
      },
    });
    expect(duplicate.error?.code).toBe('duplicate-codes');
    const studentCode = await callRoute('registerGuardian', {
      body: { codes: [{ code: student(6).code, legal: true }], username: username(), password: PASSWORD, displayName: 'Falscher Code' },
    });
    expect(studentCode.error?.code).toBe('code-invalid');
  });

  it('adds children by code (also of another school), refuses linked ones, removes links but never the last', async () => {
    const login = username();
    await callRoute('registerGuardian', {
      body: { codes: [{ code: student(7).guardianCode, legal: true }], username: login, password: PASSWORD, displayName: 'Familie Koch' },
    });
    const { token } = await bootstrapOf(login);

    const last = await callRoute('removeStudentLink', { token, params: { uid: student(7).uid } });
    expect(last).toMatchObject({ status: 409, body: { error: { code: 'last-student-link' } } });

    const added = await callRoute('addStudentByCode', { token, body: { code: student(2, 'birkenweg').guardianCode } });
    expect(added.status).toBe(200);
    expect(added.body.students.map((child: { uid: string }) => child.uid)).toEqual([student(7).uid, student(2, 'birkenweg').uid]);

    const invalid = await callRoute('addStudentByCode', { token, body: { code: 'zzzzzzz' } });
    expect(invalid.error?.code).toBe('code-invalid');
    const weber = await signIn('eltern.weber');
    const alreadyLinked = await callRoute('addStudentByCode', { token: weber, body: { code: demoGuardianCodes['schueler.anna'] } });
    expect(alreadyLinked).toMatchObject({ status: 409, body: { error: { code: 'student-already-linked' } } });
    const used = await callRoute('addStudentByCode', { token: weber, body: { code: student(2, 'birkenweg').guardianCode } });
    expect(used.error?.code).toBe('code-invalid');

    const notLinked = await callRoute('removeStudentLink', { token, params: { uid: student(8).uid } });
    expect(notLinked.status).toBe(404);
    const removed = await callRoute('removeStudentLink', { token, params: { uid: student(7).uid } });
    expect(removed.status).toBe(200);
    expect(removed.body.students.map((child: { uid: string }) => child.uid)).toEqual([student(2, 'birkenweg').uid]);
    const me = await callRoute('getBootstrap', { token });
    expect(me.body.activeStudentUid).toBe(student(2, 'birkenweg').uid);
  });

  it('never removes the last link, even with simultaneous removals', async () => {
    const login = username();
    await callRoute('registerGuardian', {
      body: {
        codes: [
          { code: student(9).guardianCode, legal: true },
          { code: student(10).guardianCode, legal: true },
        ],
        username: login,
        password: PASSWORD,
        displayName: 'Familie Bauer',
      },
    });
    const { token } = await bootstrapOf(login);
    const answers = await Promise.all(
      [student(9).uid, student(10).uid].map((uid) => callRoute('removeStudentLink', { token, params: { uid } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const me = await callRoute('getBootstrap', { token });
    expect(me.body.students).toHaveLength(1);
  });
});

beforeAll(async () => {
  await callRoute('getHealth');
});
