import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayEvent } from '../../scripts/dev-stack/gateway-event.js';
import { lambdaContext } from '../../scripts/dev-stack/lambda-context.js';
import { handlerEnvironment, loadStackConfig } from '../../scripts/dev-stack/stack-config.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/idempotency-key.js';
import { routes } from '../../shared/routes/index.js';
import type { MeetingBody, SaveMeetingResult } from '../../shared/schemas/calendar.schema.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { demoFreeWeeksFrom } from '../fixtures/demo-school-calendar.js';
import { startDynamoDbFaultProxy } from '../fixtures/dynamodb-fault-proxy.js';
import { stack } from '../fixtures/local-stack.js';
import { removeMeetingsNamed } from '../fixtures/meeting-cleanup.js';
import { scanLocalTable } from '../fixtures/raw-table.js';
import { tokenClaims } from '../fixtures/token-claims.js';

/**
 * A meeting's save when DynamoDB fails as its documentation says it may: the answer to the meeting's write is lost
 * after the write (the SDK sends it again and meets its own write), or the school's plan version, the hottest key, is
 * throttled after the meeting was saved (the browser sends the action again with its Idempotency-Key). The unmodified
 * calendar function runs in this process with its DynamoDB client going through a fault proxy.
 */
const proxy = await startDynamoDbFaultProxy(stack.dynamodbUrl);
Object.assign(process.env, handlerEnvironment(loadStackConfig(), stack.userPoolId), { AWS_ENDPOINT_URL_DYNAMODB: proxy.url });
const { handler: calendarHandler } = await import('../../lambdas/calendar/handler.js');

const MARK = 'Integrationstest Termin gestört';
const nextMonday = demoFreeWeeksFrom(7);
const meetingBody = (): MeetingBody => ({
  name: MARK,
  description: '',
  calendarIds: ['schulkalender'],
  roomIds: [],
  tutorUids: [],
  tutorGroupIds: [],
  start: addDays(nextMonday, 2),
  end: addDays(nextMonday, 2 + 7 * 3),
  starttime: '14:00',
  endtime: '15:00',
  includeVacations: true,
  onBoard: false,
  repeat: 'weekly',
});

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});
afterEach(async () => {
  proxy.failRequests(undefined);
  await removeMeetingsNamed([people['lehrer.schmidt'].token], [MARK]);
});
afterAll(async () => {
  await proxy.close();
});

/** A meeting save answered by the calendar function through the proxy, as a browser sends it (one key per action). */
const saveThroughProxy = async (body: object, actionKey: string, meetingId?: string) => {
  const definition = meetingId ? routes.updateMeeting : routes.createMeeting;
  const token = people['lehrer.schmidt'].token;
  const event = gatewayEvent({
    definition,
    path: meetingId ? definition.path.replace('{meetingId}', meetingId) : definition.path,
    params: meetingId ? { meetingId } : undefined,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: actionKey },
    body: JSON.stringify(body),
    claims: tokenClaims(token),
    requestId: 'calendar-faults',
  });
  const answer = await calendarHandler(event, lambdaContext('schulapp-local-calendar', 'calendar-faults'));
  return { status: answer.statusCode, body: JSON.parse(answer.body ?? '{}') as SaveMeetingResult & { error?: { code: string } } };
};

const ownMeetings = async () =>
  (await callRoute('getCalendarPage', { token: people['lehrer.schmidt'].token })).body.meetings.filter((meeting) => meeting.name === MARK);
/** The stored date copies of a meeting, by revision (a copy's id is `<meeting>.<revision>.<day>`). */
const copiesByRevision = async (meetingId: string) => {
  const items = await scanLocalTable({
    FilterExpression: 'begins_with(lessonDateId, :meeting)',
    ExpressionAttributeValues: { ':meeting': { S: `${meetingId}.` } },
  });
  const counts = new Map<string, number>();
  for (const item of items) {
    const revision = String(item.lessonDateId?.S).split('.')[1] ?? '';
    counts.set(revision, (counts.get(revision) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
};
const weekplanDates = async (from: string) =>
  (await callRoute('getWeekplan', { token: people['lehrer.schmidt'].token, query: { from } })).body.events.filter(
    (event) => event.displayName === MARK,
  );

describe('a meeting saved while DynamoDB fails', () => {
  it('keeps the new meeting with all its dates when the answer to its write is lost after the write', async () => {
    proxy.failRequests('failAfterWrite', { operation: 'PutItem', containing: MARK, count: 1 });
    const saved = await saveThroughProxy(meetingBody(), randomUUID());
    expect(proxy.faultedRequests).toBeGreaterThan(0);
    expect(saved.status).toBe(200);
    expect(saved.body.meetingDates).toHaveLength(4);
    expect(await ownMeetings()).toHaveLength(1);
    expect(await copiesByRevision(saved.body.meetingId)).toEqual({ [saved.body.revision]: 4 });
    expect(await weekplanDates(nextMonday)).toHaveLength(1);
  });

  it('switches an edit to its new dates and removes the old ones when the answer to the switch is lost', async () => {
    const created = await saveThroughProxy(meetingBody(), randomUUID());
    expect(created.status).toBe(200);
    const { meetingId, revision } = created.body;
    proxy.failRequests('failAfterWrite', { operation: 'PutItem', containing: MARK, count: 1 });
    const edited = await saveThroughProxy({ ...meetingBody(), starttime: '13:00', revision }, randomUUID(), meetingId);
    expect(edited.status).toBe(200);
    expect(edited.body.revision).not.toBe(revision);
    expect(await copiesByRevision(meetingId)).toEqual({ [edited.body.revision]: 4 });
    expect((await weekplanDates(nextMonday)).map((event) => event.starttime)).toEqual(['13:00']);
  });

  it("answers 'busy' when the plan version stays throttled; the action's repeat saves the meeting once and shows it", async () => {
    const actionKey = randomUUID();
    proxy.failRequests('throttle', { operation: 'UpdateItem', containing: 'planVersion', count: Number.POSITIVE_INFINITY });
    const busy = await saveThroughProxy(meetingBody(), actionKey);
    proxy.failRequests(undefined);
    expect(busy.status).toBe(503);
    expect(busy.body.error?.code).toBe('busy');
    const repeated = await saveThroughProxy(meetingBody(), actionKey);
    expect(repeated.status).toBe(200);
    expect(await ownMeetings()).toHaveLength(1);
    expect(await copiesByRevision(repeated.body.meetingId)).toEqual({ [repeated.body.revision]: 4 });
    expect(await weekplanDates(nextMonday)).toHaveLength(1);
    const again = await saveThroughProxy(meetingBody(), actionKey);
    expect(again.body).toEqual(repeated.body);
    expect(await ownMeetings()).toHaveLength(1);
  });

  it('finishes an edit whose plan version was throttled: the repeat removes the old dates and answers the new revision', async () => {
    const created = await saveThroughProxy(meetingBody(), randomUUID());
    const { meetingId, revision } = created.body;
    const actionKey = randomUUID();
    const edit = { ...meetingBody(), starttime: '12:00', revision };
    proxy.failRequests('throttle', { operation: 'UpdateItem', containing: 'planVersion', count: Number.POSITIVE_INFINITY });
    expect((await saveThroughProxy(edit, actionKey, meetingId)).status).toBe(503);
    proxy.failRequests(undefined);
    const repeated = await saveThroughProxy(edit, actionKey, meetingId);
    expect(repeated.status).toBe(200);
    expect(repeated.body.revision).not.toBe(revision);
    expect(await copiesByRevision(meetingId)).toEqual({ [repeated.body.revision]: 4 });
    expect((await weekplanDates(nextMonday)).map((event) => event.starttime)).toEqual(['12:00']);
  });
});
