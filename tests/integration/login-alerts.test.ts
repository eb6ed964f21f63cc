import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

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
    const first = await callRoute('createLoginAlert', {
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

    const second = await callRoute('createLoginAlert', { token: admin, body: { title: 'Neue Mensa', body: 'Ab Montag geöffnet.' } });
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
      expect(await callRoute('createLoginAlert', { token, body: { title: 'x', body: 'y' } })).toMatchObject({
        status: 403,
        body: { error: { code: 'not-admin' } },
      });
    }
    for (const body of [{ title: ' ', body: 'y' }, { title: 'x', body: '' }, { title: 'x'.repeat(101), body: 'y' }, { title: 'x' }]) {
      expect(await callRoute('createLoginAlert', { token: admin, body })).toMatchObject({
        status: 400,
        body: { error: { code: 'validation-failed' } },
        ddbWrites: 0,
      });
    }
  });

  it('refuses a second message while one is stored, and a change of a removed one', async () => {
    const { alert } = (await callRoute('createLoginAlert', { token: admin, body: { title: 'Erster', body: 'Hinweis' } })).body;
    const alertId = alert?.id ?? '';
    try {
      expect(alert?.revision).toBe(1);
      expect(await callRoute('createLoginAlert', { token: admin, body: { title: 'Zweiter', body: 'Hinweis' } })).toMatchObject({
        status: 409,
        body: { error: { code: 'conflict' } },
      });
      expect((await callRoute('getLoginAlert', { token: admin })).body.alert?.title).toBe('Erster');
    } finally {
      await callRoute('deleteLoginAlert', { token: admin, params: { alertId } });
    }
    const change = await callRoute('updateLoginAlert', { token: admin, params: { alertId }, body: { title: 'x', body: 'y', revision: 1 } });
    expect({ status: change.status, code: change.error?.code, writes: change.ddbWrites }).toEqual({
      status: 404,
      code: 'not-found',
      writes: 0,
    });
    expect((await callRoute('getLoginAlert', { token: admin })).body).toEqual({ alert: null });
  });
});

describe('login alert edits name their revision', () => {
  const change = (alertId: string, title: string, revision: number) =>
    callRoute('updateLoginAlert', { token: admin, params: { alertId }, body: { title, body: 'Ab Montag geöffnet.', revision } });
  const stored = async () => (await callRoute('getLoginAlert', { token: admin })).body.alert;

  it('answers two saves from one revision with 200, then 409 outdated without a write; naming the stored one overwrites', async () => {
    const { alert } = (await callRoute('createLoginAlert', { token: admin, body: { title: 'Mensa', body: 'Ab Montag geöffnet.' } })).body;
    const loadedId = alert?.id ?? '';
    let lastId = loadedId;
    try {
      const firstTab = await change(loadedId, 'Erster Tab', 1);
      expect(firstTab).toMatchObject({ status: 200, body: { alert: { title: 'Erster Tab', revision: 2 } } });
      lastId = firstTab.body.alert?.id ?? '';
      expect(lastId).not.toBe(loadedId);
      const secondTab = await change(loadedId, 'Zweiter Tab', 1);
      expect({
        status: secondTab.status,
        code: secondTab.error?.code,
        fields: secondTab.error?.fields,
        writes: secondTab.ddbWrites,
      }).toEqual({ status: 409, code: 'conflict', fields: { revision: 'outdated' }, writes: 0 });
      // The new message at the old revision, or the old one at the new revision: both outdated.
      expect((await change(lastId, 'Zweiter Tab', 1)).error?.fields).toEqual({ revision: 'outdated' });
      expect((await change(loadedId, 'Zweiter Tab', 2)).error?.fields).toEqual({ revision: 'outdated' });
      expect(await stored()).toMatchObject({ id: lastId, title: 'Erster Tab', revision: 2 });
      // 'Meine Fassung speichern': the second tab names the stored message and revision.
      const overwritten = await change(lastId, 'Zweiter Tab', 2);
      expect(overwritten).toMatchObject({ status: 200, body: { alert: { title: 'Zweiter Tab', revision: 3 } } });
      lastId = overwritten.body.alert?.id ?? '';
    } finally {
      await callRoute('deleteLoginAlert', { token: admin, params: { alertId: lastId } });
    }
  });

  it('reads a message stored before messages counted saves as revision 1, and edits it once from there', async () => {
    useStackDynamoDb();
    const { loginAlertEntity } = await import('../../lambdas/login-alerts/login-alert.entity.js');
    const { alert } = (await callRoute('createLoginAlert', { token: admin, body: { title: 'Alt', body: 'Gespeichert vorher' } })).body;
    const oldId = alert?.id ?? '';
    let lastId = oldId;
    try {
      await loginAlertEntity.patch({ schoolId: 'lindenhof' }).remove(['revision']).go();
      expect(await stored()).toMatchObject({ id: oldId, revision: 1 });
      const saved = await change(oldId, 'Erster Tab', 1);
      expect(saved).toMatchObject({ status: 200, body: { alert: { title: 'Erster Tab', revision: 2 } } });
      lastId = saved.body.alert?.id ?? '';
      expect((await change(lastId, 'Zweiter Tab', 1)).error?.fields).toEqual({ revision: 'outdated' });
    } finally {
      await callRoute('deleteLoginAlert', { token: admin, params: { alertId: lastId } });
    }
  });
});
