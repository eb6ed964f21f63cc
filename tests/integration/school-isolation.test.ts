import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, signIn } from '../fixtures/api-session.js';

interface Person {
  token: string;
  uid: string;
}
const usernames = ['lehrer.mueller', 'lehrer.klein', 'schueler.anna', 'schueler.ben', 'schueler.lena', 'eltern.weber'] as const;
type Username = (typeof usernames)[number];
let people: Record<Username, Person>;

beforeAll(async () => {
  const signedIn: Partial<typeof people> = {};
  for (const username of usernames) {
    const token = await signIn(username);
    const { body } = await callRoute('getBootstrap', { token });
    signedIn[username] = { token, uid: body.user.uid };
  }
  people = signedIn as typeof people; // the loop above assigned every username
});

describe('user profiles stay inside the school', () => {
  it('lets a tutor read a student of the own school', async () => {
    const answer = await callRoute('getUserProfile', {
      token: people['lehrer.mueller'].token,
      params: { uid: people['schueler.anna'].uid },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ displayName: 'Anna Weber', role: 'student' });
    expect(answer.body).not.toHaveProperty('email');
  });

  it("finds nothing of another school's users (404), in both directions", async () => {
    const klein = await callRoute('getUserProfile', { token: people['lehrer.klein'].token, params: { uid: people['schueler.anna'].uid } });
    expect(klein).toMatchObject({ status: 404, body: { error: { code: 'user-not-found' } } });
    const mueller = await callRoute('getUserProfile', {
      token: people['lehrer.mueller'].token,
      params: { uid: people['schueler.lena'].uid },
    });
    expect(mueller.status).toBe(404);
  });

  it("forbids a student to read another student's profile (403)", async () => {
    const answer = await callRoute('getUserProfile', { token: people['schueler.anna'].token, params: { uid: people['schueler.ben'].uid } });
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
  });

  it("lets a guardian read only the active child's profile", async () => {
    const { token } = people['eltern.weber'];
    expect((await callRoute('getUserProfile', { token, params: { uid: people['schueler.anna'].uid } })).status).toBe(200);
    expect((await callRoute('getUserProfile', { token, params: { uid: people['schueler.ben'].uid } })).status).toBe(403);
    const asBen = await callRoute('getUserProfile', {
      token,
      actingStudent: people['schueler.ben'].uid,
      params: { uid: people['schueler.ben'].uid },
    });
    expect(asBen.status).toBe(200);
    expect(
      (
        await callRoute('getUserProfile', {
          token,
          actingStudent: people['schueler.lena'].uid,
          params: { uid: people['schueler.lena'].uid },
        })
      ).status,
    ).toBe(403);
  });

  it('rejects malformed ids with a validation error, never a 5xx', async () => {
    const answer = await callRoute('getUserProfile', { token: people['lehrer.mueller'].token, params: { uid: 'a b<script>' } });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'validation-failed' } } });
  });
});

describe('unread notifications (header envelope)', () => {
  it('counts the unread notifications of the person the caller acts as', async () => {
    // Browser tests running beside this file send to the demo people: each count is compared with the inbox it counts.
    const count = async (username: Username, actingStudent?: string) =>
      (await callRoute('getUnreadNotificationCount', { token: people[username].token, actingStudent })).body.unread;
    const unreadInInbox = async (username: Username, actingStudent?: string) =>
      (await callRoute('listReceivedNotifications', { token: people[username].token, actingStudent })).body.notifications.filter(
        (notification) => notification.unread,
      ).length;
    for (const [username, actingStudent] of [
      ['schueler.anna'],
      ['lehrer.mueller'],
      ['schueler.lena'],
      ['eltern.weber'],
      ['eltern.weber', people['schueler.ben'].uid],
    ] as const) {
      expect(await count(username, actingStudent)).toBe(await unreadInInbox(username, actingStudent));
    }
    expect(await count('schueler.anna')).toBeGreaterThanOrEqual(2);
    expect(await count('schueler.lena')).toBe(0);
  });
});

describe('DynamoDB request budgets', () => {
  it('bootstraps with a bounded number of requests', async () => {
    expect((await callRoute('getBootstrap', { token: people['lehrer.mueller'].token })).ddbRequests).toBe(2);
    expect((await callRoute('getBootstrap', { token: people['eltern.weber'].token })).ddbRequests).toBeLessThanOrEqual(3);
    expect((await callRoute('getUnreadNotificationCount', { token: people['schueler.anna'].token })).ddbRequests).toBe(2); // the caller's user record with the school, and the count
  });
});
