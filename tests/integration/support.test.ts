import http from 'node:http';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes/index.js';
import { SUPPORT_TICKETS_PER_HOUR as TICKETS_PER_HOUR } from '../../shared/schemas/support.schema.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { stack } from '../fixtures/local-stack.js';
import { scanLocalTable } from '../fixtures/raw-table.js';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const ticket = (overrides: Record<string, unknown> = {}) => ({
  topic: 'Probleme bei der Anmeldung',
  role: 'Erziehungsberechtigte:r',
  institution: 'Gesamtschule am Lindenhof',
  firstname: 'Petra',
  lastname: 'Weber',
  email: 'petra.weber@example.org',
  content: 'Ich kann mich nicht anmelden.',
  ...overrides,
});

const storedTickets = () => scanLocalTable({ FilterExpression: 'attribute_exists(ticketId)' });
const storedTicket = async (ticketId: string) => (await storedTickets()).find((item) => item.ticketId?.S === ticketId);

/** A ticket sent from another loopback address: the rate limit counts per source address. */
const postFrom = (localAddress: string, body: unknown) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(`${stack.apiUrl}${routes.createSupportTicket.path}`);
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });

describe('support tickets', () => {
  it('stores a ticket filed signed out and hands it to support (SNS and the bus accepted it)', async () => {
    const answer = await callRoute('createSupportTicket', {
      body: ticket({ username: 'eltern.weber', description: 'Seit gestern', code: 'abc1234' }),
    });
    expect(answer.status).toBe(200);
    const item = await storedTicket(answer.body.ticketId);
    expect(item).toMatchObject({
      subject: { S: 'Probleme bei der Anmeldung' },
      role: { S: 'Erziehungsberechtigte:r' },
      institution: { S: 'Gesamtschule am Lindenhof' },
      email: { S: 'petra.weber@example.org' },
      content: { S: 'Ich kann mich nicht anmelden.' },
      username: { S: 'eltern.weber' },
      code: { S: 'abc1234' },
    });
    expect(item).not.toHaveProperty('expiresAt');
    expect(item).not.toHaveProperty('schoolId');
  });

  it('accepts a ticket from a signed-in user the same way', async () => {
    const token = await signIn('schueler.anna');
    const answer = await callRoute('createSupportTicket', { token, body: ticket({ role: 'Schüler:in' }) });
    expect(answer.status).toBe(200);
    expect(await storedTicket(answer.body.ticketId)).toMatchObject({ role: { S: 'Schüler:in' } });
  });

  it('uses a custom subject of at most 50 characters when the topic is custom', async () => {
    const custom = await callRoute('createSupportTicket', { body: ticket({ topic: 'custom', customSubject: 'x'.repeat(50) }) });
    expect(custom.status).toBe(200);
    expect(await storedTicket(custom.body.ticketId)).toMatchObject({ subject: { S: 'x'.repeat(50) } });

    const tooLong = await callRoute('createSupportTicket', { body: ticket({ topic: 'custom', customSubject: 'x'.repeat(51) }) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.fields).toHaveProperty('body.customSubject');
    const missing = await callRoute('createSupportTicket', { body: ticket({ topic: 'custom' }) });
    expect(missing.error?.fields).toHaveProperty('body.customSubject');
  });

  it('refuses a ticket without role, institution, names, e-mail or message, a bad e-mail, an unknown role or extra fields, and stores nothing', async () => {
    const before = (await storedTickets()).length;
    for (const field of ['topic', 'role', 'institution', 'firstname', 'lastname', 'email', 'content']) {
      const answer = await callRoute('createSupportTicket', { body: ticket({ [field]: undefined }) });
      expect(answer.status).toBe(400);
      expect(answer.error?.fields).toHaveProperty(`body.${field}`);
    }
    for (const field of ['institution', 'firstname', 'lastname', 'content']) {
      expect((await callRoute('createSupportTicket', { body: ticket({ [field]: '   ' }) })).status).toBe(400);
    }
    expect((await callRoute('createSupportTicket', { body: ticket({ email: 'petra.weber' }) })).error?.fields).toHaveProperty('body.email');
    expect((await callRoute('createSupportTicket', { body: ticket({ role: 'Hausmeister' }) })).status).toBe(400);
    expect((await callRoute('createSupportTicket', { body: ticket({ topic: 'Sonstiges' }) })).status).toBe(400);
    expect((await callRoute('createSupportTicket', { body: ticket({ schoolId: 'school-lindenhof' }) })).status).toBe(400);
    expect(await storedTickets()).toHaveLength(before);
  });

  it(`limits tickets to ${TICKETS_PER_HOUR} per source address and hour`, async () => {
    const octet = () => 2 + Math.floor(Math.random() * 250);
    const address = `127.${octet()}.${octet()}.${octet()}`;
    const statuses: number[] = [];
    for (let index = 0; index <= TICKETS_PER_HOUR; index += 1) statuses.push(await postFrom(address, ticket()));
    expect(statuses.slice(0, TICKETS_PER_HOUR).every((status) => status === 200)).toBe(true);
    expect(statuses[TICKETS_PER_HOUR]).toBe(429);
    expect((await callRoute('createSupportTicket', { body: ticket() })).status).toBe(200);
  });

  it('publishes to the support topic through the local SNS emulation', async () => {
    const sns = new SNSClient({ region: 'eu-central-1', endpoint: `http://127.0.0.1:${process.env.SCHULAPP_EVENTS_PORT}`, credentials });
    const result = await sns.send(
      new PublishCommand({ TopicArn: 'arn:aws:sns:eu-central-1:000000000000:schulapp-local-support-tickets', Message: '{}' }),
    );
    expect(result.MessageId).toBeTruthy();
  });
});
