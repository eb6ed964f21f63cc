import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-school.js';
import type { PushSettings } from '../../shared/schemas/account.schema.js';
import { callRoute, initiateAuth, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { stack } from '../fixtures/local-stack.js';

interface Person {
  token: string;
  uid: string;
  displayName: string;
}
const usernames = ['lehrer.schmidt', 'lehrer.klein', 'schueler.anna', 'eltern.weber'] as const;
let people: Record<(typeof usernames)[number], Person>;

beforeAll(async () => {
  const signedIn: Partial<typeof people> = {};
  for (const username of usernames) {
    const token = await signIn(username);
    const { body } = await callRoute('getBootstrap', { token });
    signedIn[username] = { token, uid: body.user.uid, displayName: body.user.displayName };
  }
  people = signedIn as typeof people; // the loop above assigned every username
});

afterAll(async () => {
  for (const username of ['lehrer.schmidt', 'eltern.weber'] as const) {
    await callRoute('updateDisplayName', { token: people[username].token, body: { displayName: people[username].displayName } });
  }
  for (const username of usernames) {
    await callRoute('updatePushSettings', {
      token: people[username].token,
      body: {
        days: (await callRoute('getPushSettings', { token: people[username].token })).body.days.map(
          ({ school }: PushSettings['days'][number]) => ({ starttime: school.starttime, endtime: school.endtime, disabled: false }),
        ),
      },
    });
  }
});

const bootstrapUser = async (token: string) => (await callRoute('getBootstrap', { token })).body.user;

describe('display name', () => {
  it('renames a tutor (4 to 30 characters, trimmed) and updates the acronym', async () => {
    const { token } = people['lehrer.schmidt'];
    const answer = await callRoute('updateDisplayName', { token, body: { displayName: '  Jana Schmidt-Berg  ' } });
    expect(answer).toMatchObject({ status: 200, body: { displayName: 'Jana Schmidt-Berg', short: 'JS' } });
    expect((await bootstrapUser(token)).displayName).toBe('Jana Schmidt-Berg');
  });

  it('refuses names shorter than 4 or longer than 30 characters and changes nothing', async () => {
    const { token } = people['lehrer.schmidt'];
    const before = (await bootstrapUser(token)).displayName;
    for (const displayName of ['abc', '   abc  ', 'x'.repeat(31), '']) {
      const answer = await callRoute('updateDisplayName', { token, body: { displayName } });
      expect(answer.status).toBe(400);
      expect(answer.error?.fields).toHaveProperty('body.displayName');
    }
    expect((await bootstrapUser(token)).displayName).toBe(before);
  });

  it('refuses students (the field is hidden for them)', async () => {
    const answer = await callRoute('updateDisplayName', { token: people['schueler.anna'].token, body: { displayName: 'Anna Neu' } });
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
  });

  it("renames the guardian's own record, never the active child's", async () => {
    const { token } = people['eltern.weber'];
    expect((await callRoute('updateDisplayName', { token, body: { displayName: 'Familie Weber' } })).status).toBe(200);
    expect((await bootstrapUser(token)).displayName).toBe('Familie Weber');
    expect((await bootstrapUser(people['schueler.anna'].token)).displayName).toBe(people['schueler.anna'].displayName);
  });
});

describe('avatar', () => {
  it('saves an index from 1 to 16 on the own record, for students too', async () => {
    const { token } = people['schueler.anna'];
    expect((await callRoute('updateAvatar', { token, body: { avatarIndex: 16 } })).body).toEqual({ avatarIndex: 16 });
    expect((await bootstrapUser(token)).userInfo.avatarIndex).toBe(16);
    for (const avatarIndex of [0, 17, 2.5]) expect((await callRoute('updateAvatar', { token, body: { avatarIndex } })).status).toBe(400);
  });

  it("keeps the guardian's avatar on the guardian's record", async () => {
    expect((await callRoute('updateAvatar', { token: people['eltern.weber'].token, body: { avatarIndex: 3 } })).status).toBe(200);
    expect((await bootstrapUser(people['schueler.anna'].token)).userInfo.avatarIndex).toBe(16);
  });
});

const week = (day: { starttime: string; endtime: string; disabled: boolean }) => Array.from({ length: 7 }, () => ({ ...day }));

describe('push times', () => {
  it("starts with the school's window: 07:00–18:00, weekends may be switched off", async () => {
    const answer = await callRoute('getPushSettings', { token: people['lehrer.schmidt'].token });
    expect(answer.status).toBe(200);
    expect(answer.body.days.map((day: PushSettings['days'][number]) => day.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(answer.body.days[0]).toEqual({
      weekday: 'monday',
      starttime: '07:00',
      endtime: '18:00',
      disabled: false,
      school: { starttime: '07:00', endtime: '18:00', allowToDisable: false },
    });
    expect(answer.body.days[6]?.school.allowToDisable).toBe(true);
    expect(answer.ddbRequests).toBeLessThanOrEqual(3); // with the caller's user record
  });

  it('saves times that keep the school window and a switched-off weekend day', async () => {
    const { token } = people['lehrer.schmidt'];
    const days = week({ starttime: '06:30', endtime: '20:00', disabled: false });
    defined(days[6], 'Sunday').disabled = true;
    const saved = await callRoute('updatePushSettings', { token, body: { days } });
    expect(saved.status).toBe(200);
    const read = await callRoute('getPushSettings', { token });
    expect(read.body.days[0]).toMatchObject({ starttime: '06:30', endtime: '20:00', disabled: false });
    expect(read.body.days[6]).toMatchObject({ disabled: true });
  });

  it('refuses a start after the school start, an end before the school end and a switched-off school day, saving nothing', async () => {
    const { token } = people['lehrer.schmidt'];
    const before = (await callRoute('getPushSettings', { token })).body;
    const late = week({ starttime: '07:00', endtime: '18:00', disabled: false });
    defined(late[0], 'Monday').starttime = '07:30';
    defined(late[1], 'Tuesday').endtime = '17:30';
    defined(late[2], 'Wednesday').disabled = true;
    const answer = await callRoute('updatePushSettings', { token, body: { days: late } });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'push-window-violated' } } });
    expect(answer.error?.fields).toEqual({
      'days.0': 'start-after-school-start',
      'days.1': 'end-before-school-end',
      'days.2': 'disable-not-allowed',
    });
    const invalid = [
      week({ starttime: '7:00', endtime: '18:00', disabled: false }),
      week({ starttime: '04:30', endtime: '18:00', disabled: false }),
      week({ starttime: '07:00', endtime: '18:00', disabled: false }).slice(1),
    ];
    for (const days of invalid) {
      expect((await callRoute('updatePushSettings', { token, body: { days } })).status).toBe(400);
    }
    expect((await callRoute('getPushSettings', { token })).body).toEqual(before);
  });

  it('switches lesson-change alerts off and on, and saving push times alone keeps the switch', async () => {
    const { token } = people['schueler.anna'];
    expect((await callRoute('getPushSettings', { token })).body.lessonChangeAlerts).toBe(true);
    const days = week({ starttime: '07:00', endtime: '18:00', disabled: false });
    const off = await callRoute('updatePushSettings', { token, body: { days, lessonChangeAlerts: false } });
    expect(off.body.lessonChangeAlerts).toBe(false);
    expect((await callRoute('updatePushSettings', { token, body: { days } })).body.lessonChangeAlerts).toBe(false);
    expect((await callRoute('getPushSettings', { token })).body.lessonChangeAlerts).toBe(false);
    expect((await callRoute('updatePushSettings', { token, body: { days, lessonChangeAlerts: true } })).body.lessonChangeAlerts).toBe(true);
  });

  it('keeps settings per person and school: another school and a guardian see their own', async () => {
    const klein = await callRoute('getPushSettings', { token: people['lehrer.klein'].token });
    expect(klein.body.days[0]).toMatchObject({ starttime: '07:00', endtime: '18:00' });
    const { token } = people['eltern.weber'];
    expect(
      (await callRoute('updatePushSettings', { token, body: { days: week({ starttime: '05:00', endtime: '23:30', disabled: false }) } }))
        .status,
    ).toBe(200);
    expect((await callRoute('getPushSettings', { token: people['schueler.anna'].token })).body.days[0]).toMatchObject({
      starttime: '07:00',
      endtime: '18:00',
    });
  });
});

describe('password change (Cognito ChangePassword after re-authentication, as the web does it)', () => {
  const changePassword = async (accessToken: string, previous: string, proposed: string) => {
    const response = await fetch(`${stack.cognitoUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ChangePassword' },
      body: JSON.stringify({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }),
    });
    return { status: response.status, body: (await response.json()) as { __type?: string } };
  };

  it('needs the current password and then signs in with the new one only', async () => {
    const accessToken = (await initiateAuth('lehrer.klein')).body.AuthenticationResult as unknown as { AccessToken: string };
    const wrong = await changePassword(accessToken.AccessToken, 'falsch!', 'neues-passwort');
    expect(wrong.status).toBe(400);
    expect(wrong.body.__type).toMatch(/InvalidPassword|NotAuthorized/);
    try {
      expect((await changePassword(accessToken.AccessToken, DEMO_PASSWORD, 'neues-passwort')).status).toBe(200);
      expect((await initiateAuth('lehrer.klein', 'neues-passwort')).status).toBe(200);
      expect((await initiateAuth('lehrer.klein')).status).toBe(400);
    } finally {
      await changePassword(accessToken.AccessToken, 'neues-passwort', DEMO_PASSWORD);
    }
    expect((await initiateAuth('lehrer.klein')).status).toBe(200);
  });
});
