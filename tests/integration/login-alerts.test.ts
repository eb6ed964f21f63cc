import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, signIn } from '../fixtures/api-session.js';

/**
 * The login alert of Lindenhof (admin: lehrer.mueller). The test removes its message at the end:
 * a pending one would open the dialog in every browser test that signs in.
 */
let admin: string;
let student: string;
let guardian: string;
let otherSchool: string;

beforeAll(async () => {
  admin = await signIn('lehrer.mueller');
  student = await signIn('schueler.ben');
  guardian = await signIn('eltern.weber');
  otherSchool = await signIn('lehrer.klein');
});

const pending = async (token: string) => (await callRoute('getPendingLoginAlert', { token })).body;

describe('login alert', () => {
  it('shows a message once to everyone of the school, a new message once again, and nothing after its removal', async () => {
    const first = await callRoute('saveLoginAlert', {
      token: admin,
      body: { title: '  Elternsprechtag  ', body: 'Am Freitag\nab 15 Uhr.' },
    });
    expect(first).toMatchObject({ status: 200, body: { alert: { title: 'Elternsprechtag', body: 'Am Freitag\nab 15 Uhr.' } } });
    const firstId = first.body.alert?.id ?? '';
    try {
      expect((await callRoute('getLoginAlert', { token: admin })).body).toEqual(first.body);
      expect(await pending(student)).toEqual(first.body);
      expect(await pending(guardian)).toEqual(first.body);
      expect(await pending(otherSchool)).toEqual({ alert: null });

      expect(await callRoute('confirmLoginAlert', { token: student, params: { alertId: firstId } })).toMatchObject({
        status: 200,
        body: { alert: null },
      });
      expect(await pending(student)).toEqual({ alert: null });
      expect(await pending(guardian)).toEqual(first.body);
      // Another school's person cannot confirm (or learn about) this school's message.
      expect((await callRoute('confirmLoginAlert', { token: otherSchool, params: { alertId: firstId } })).status).toBe(404);
    } finally {
      await callRoute('deleteLoginAlert', { token: admin, params: { alertId: firstId } });
    }
    expect(await pending(guardian)).toEqual({ alert: null });

    const second = await callRoute('saveLoginAlert', { token: admin, body: { title: 'Neue Mensa', body: 'Ab Montag geöffnet.' } });
    const secondId = second.body.alert?.id ?? '';
    try {
      expect(secondId).not.toBe(firstId);
      expect(await pending(student)).toEqual(second.body);
      expect((await callRoute('confirmLoginAlert', { token: student, params: { alertId: firstId } })).status).toBe(404);
      expect((await callRoute('deleteLoginAlert', { token: admin, params: { alertId: firstId } })).status).toBe(404);
      await callRoute('confirmLoginAlert', { token: student, params: { alertId: secondId } });
      expect(await pending(student)).toEqual({ alert: null });
    } finally {
      expect((await callRoute('deleteLoginAlert', { token: admin, params: { alertId: secondId } })).status).toBe(200);
    }
    expect((await callRoute('getLoginAlert', { token: admin })).body).toEqual({ alert: null });
  });

  it('refuses non-admins and bad messages without writing', async () => {
    for (const token of [student, guardian, await signIn('lehrer.schmidt')]) {
      expect(await callRoute('saveLoginAlert', { token, body: { title: 'x', body: 'y' } })).toMatchObject({
        status: 403,
        body: { error: { code: 'not-admin' } },
      });
    }
    for (const body of [{ title: ' ', body: 'y' }, { title: 'x', body: '' }, { title: 'x'.repeat(101), body: 'y' }, { title: 'x' }]) {
      expect(await callRoute('saveLoginAlert', { token: admin, body })).toMatchObject({
        status: 400,
        body: { error: { code: 'validation-failed' } },
        ddbWrites: 0,
      });
    }
  });
});
