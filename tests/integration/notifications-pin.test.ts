import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedNotification } from '../../shared/schemas/notification.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';

/**
 * A notification about a pin: only the pin's author links it (another tutor's pin or an unknown id
 * is refused with a field code before anything is written); sent and received notifications carry
 * the pin's id and title. The table is put back after the file (pin, inboxes, sent notification).
 */
let people: DemoPeople;
restoreTableAfterFile();

const token = (username: DemoUsername) => people[username].token;
const send = (username: DemoUsername, groupId: string, title: string, pinId: string) =>
  callRoute('sendNotification', {
    token: token(username),
    body: {
      title,
      body: 'Bitte lest den Pin.',
      type: 'info',
      receivers: { tutors: false, students: true, guardians: false },
      showAdmin: true,
      groupId,
      pinId,
    },
  });

const arrived = async (username: DemoUsername, title: string): Promise<ReceivedNotification> => {
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const inbox = await callRoute('listReceivedNotifications', { token: token(username) });
    const found = inbox.body.notifications.find((item) => item.title === title);
    if (found) return found;
  }
  throw new Error(`no notification '${title}' for ${username}`);
};

const fieldsOf = (body: unknown) => (body as { error: { fields?: Record<string, string> } }).error.fields;

beforeAll(async () => {
  people = await signInDemoPeople();
});

describe('a pin on a notification', () => {
  it('links the author’s own pin for the class; sent and received notifications carry it', async () => {
    const today = berlinToday();
    const created = await callRoute('createPin', {
      token: token('lehrer.mueller'),
      body: {
        pinboardIds: ['group-7a'],
        start: today,
        end: addDays(today, 3),
        title: 'Pin-Benachrichtigung Test',
        content: 'Wandertag am Freitag',
        color: { name: 'amber', shade: 600 },
        pollIds: [],
        attachmentIds: [],
        storageItemIds: [],
      },
    });
    expect(created.status).toBe(200);
    const pinId = created.body.id;

    const foreign = await send('lehrer.schmidt', '9b', 'Fremder Pin', pinId);
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.body)).toEqual({ pinId: 'not_own' });
    expect(foreign.ddbWrites).toBe(0);
    const unknown = await send('lehrer.mueller', '7a', 'Unbekannter Pin', 'no-such-pin');
    expect(fieldsOf(unknown.body)).toEqual({ pinId: 'not_own' });
    expect(unknown.ddbWrites).toBe(0);

    const title = `Pin-Test ${Date.now()}`;
    const sent = await send('lehrer.mueller', '7a', title, pinId);
    expect(sent.status).toBe(200);
    const received = await arrived('schueler.anna', title);
    expect(received.pin).toEqual({ id: pinId, title: 'Pin-Benachrichtigung Test' });
    const own = await callRoute('listSentNotifications', { token: token('lehrer.mueller') });
    const ours = own.body.notifications.find((item) => item.title === title);
    expect(ours?.pin).toEqual({ id: pinId, title: 'Pin-Benachrichtigung Test' });
  });
});
