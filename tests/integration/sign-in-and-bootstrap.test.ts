import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, initiateAuth, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { tokenClaims } from '../fixtures/token-claims.js';

describe('sign-in against the local user pool', () => {
  it('signs in with the user ID and with the e-mail alias', async () => {
    expect((await initiateAuth('lehrer.mueller')).status).toBe(200);
    expect((await initiateAuth('mueller@lindenhof.example')).status).toBe(200);
    expect((await initiateAuth('anna@lindenhof.example')).status).toBe(200);
  });

  it('answers an unknown user with UserNotFoundException and a wrong password with a password error', async () => {
    expect((await initiateAuth('niemand.hier')).body.__type).toBe('UserNotFoundException');
    const wrong = await initiateAuth('lehrer.mueller', 'falsches-passwort');
    expect(['InvalidPasswordException', 'NotAuthorizedException']).toContain(wrong.body.__type);
  });
});

describe('GET /api/me bootstrap for every demo role', () => {
  it('gives a tutor and admin their record, school and active school year', async () => {
    const answer = await callRoute('getBootstrap', { token: await signIn('lehrer.mueller') });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user: { username: 'lehrer.mueller', role: 'tutor', isAdmin: true, displayName: 'Herr Müller', email: 'mueller@lindenhof.example' },
      internalRole: 'tutor',
      school: { id: 'lindenhof', name: 'Gesamtschule am Lindenhof' },
      schoolYear: { name: '2026/27' },
      students: [],
      activeStudentUid: null,
    });
  });

  it('gives a tutor without admin flag no admin rights', async () => {
    const answer = await callRoute('getBootstrap', { token: await signIn('lehrer.schmidt') });
    expect(answer.body.user).toMatchObject({ role: 'tutor', isAdmin: false });
  });

  it('gives students their own record and class', async () => {
    const anna = await callRoute('getBootstrap', { token: await signIn('schueler.anna') });
    expect(anna.body).toMatchObject({ user: { role: 'student', userInfo: { groupDisplayName: '7a' } }, internalRole: 'student' });
    const lena = await callRoute('getBootstrap', { token: await signIn('schueler.lena') });
    expect(lena.body.school.name).toBe('Realschule Birkenweg');
  });

  describe('guardian', () => {
    let token: string;
    beforeAll(async () => {
      token = await signIn('eltern.weber');
    });

    it('lists the linked children with Anna as the default active child', async () => {
      const answer = await callRoute('getBootstrap', { token });
      expect(answer.status).toBe(200);
      expect(answer.body.internalRole).toBe('student');
      expect(answer.body.students.map((student) => student.displayName)).toEqual(['Anna Weber', 'Ben Weber']);
      expect(answer.body.activeStudentUid).toBe(answer.body.students[0]?.uid);
    });

    it('switches to another linked child', async () => {
      const { body } = await callRoute('getBootstrap', { token });
      const ben = defined(body.students[1], 'Ben').uid;
      const switched = await callRoute('getBootstrap', { token, actingStudent: ben });
      expect(switched.body.activeStudentUid).toBe(ben);
    });

    it('refuses to act for a child that is not linked', async () => {
      const lena = (await callRoute('getBootstrap', { token: await signIn('schueler.lena') })).body.user.uid;
      const answer = await callRoute('getBootstrap', { token, actingStudent: lena });
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe('forbidden');
    });
  });

  it("refuses the service role with 'no-access-rights' (Keine Zugangsrechte)", async () => {
    const answer = await callRoute('getBootstrap', { token: await signIn('dienst.konto') });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { code: 'no-access-rights' } });
  });

  it('refuses calls without or with a forged token', async () => {
    expect((await callRoute('getBootstrap')).status).toBe(401);
    const token = await signIn('schueler.anna');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...tokenClaims(token), 'custom:role': 'tutor' })).toString('base64url')}.${signature}`;
    expect((await callRoute('getBootstrap', { token: forged })).status).toBe(401);
  });

  it('answers the public health route without a token', async () => {
    expect(await callRoute('getHealth')).toMatchObject({ status: 200, body: { status: 'ok', version: '2.2.1' } });
  });
});
