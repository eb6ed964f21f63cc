import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, berlinToday, mondayOf } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { stack } from '../fixtures/local-stack.js';
import { parseIcs, property, requiredValue, unescapeText, type Component } from '../fixtures/rfc5545.js';
import { defined } from '../fixtures/defined.js';

/** The demo seed: 7a (Anna) and 9b (Ben) at Lindenhof, 6c (Lena) at Birkenweg, school year 2026/27, changes this week and next. */
const SCHOOL_YEAR = { id: '2026-27', start: '2026-08-01', end: '2027-07-31' };
const thisMonday = mondayOf(berlinToday());
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const createFeed = async (username: DemoUsername, actingStudent?: string) => {
  const answer = await callRoute('createCalendarFeed', { token: people[username].token, actingStudent });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Fetches a feed path as a calendar app does: no token, no cookies. */
const fetchFeed = async (path: string) => {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}${path}`);
  const text = await response.text();
  return {
    status: response.status,
    text,
    headers: response.headers,
    ddbRequests: Number(response.headers.get('x-ddb-requests')),
    ms: Math.round(performance.now() - started),
  };
};

const feedEvents = async (path: string) => {
  const answer = await fetchFeed(path);
  expect(answer.status).toBe(200);
  const { problems, calendar } = parseIcs(answer.text);
  expect(problems).toEqual([]);
  const events = calendar.components.filter((component) => component.name === 'VEVENT');
  return { ...answer, events, byUid: new Map(events.map((event) => [requiredValue(event, 'UID'), event])) };
};
/** Meetings other test files save at the same time have random ids: not part of the demo plan. */
const randomMeeting = /^[0-9a-f]{8}-[0-9a-f]{4}-/;
const uidGroups = (events: Component[]) =>
  [
    ...new Set(events.map((event) => requiredValue(event, 'UID')).flatMap((uid) => (randomMeeting.test(uid) ? [] : [uid.split('-')[0]]))),
  ].sort();
const summary = (event: Component | undefined) => unescapeText(requiredValue(defined(event, 'the event'), 'SUMMARY'));
const statusOf = (event: Component | undefined) => property(defined(event, 'the event'), 'STATUS')?.value;

describe('iCalendar feed', () => {
  it("serves a student's whole school year without sign-in, as valid iCalendar with her class's changes", async () => {
    const created = await createFeed('schueler.anna');
    expect(created.path).toMatch(/^\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = await callRoute('getCalendarFeed', { token: people['schueler.anna'].token });
    expect(status.body).toEqual({ feed: { createdAt: created.createdAt } });

    const feed = await feedEvents(created.path);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=900');
    expect(feed.text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    // Her class, the 9b lesson she is moved into, her course, her classes' concert and the demo meetings of her calendars.
    expect(uidGroups(feed.events)).toEqual(['7a', '9b', 'ag', 'demo', 'schulkonzert']);
    const starts = feed.events.map((event) => property(event, 'DTSTART')?.value ?? '').sort();
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.filter((start) => start < '20260803' || start > '20270731')).toEqual([]);
    expect(feed.events.length).toBeGreaterThan(1000);
    const cancelled = feed.byUid.get(`7a-${addDays(thisMonday, 1)}-b3@schulapp`);
    expect(statusOf(cancelled)).toBe('CANCELLED');
    expect(summary(cancelled)).toMatch(/^Ausfall: /);
    expect(summary(feed.byUid.get(`7a-${addDays(thisMonday, 2)}-b4@schulapp`))).toMatch(/\(Vertretung\)$/);
    // One query per audience (class, course, her own moves) and week of the school year plus a handful (rate limit, token, user, school, year, groups).
    // ... plus the meetings: the school's calendars, their audience per week and one batch get of revisions.
    expect(feed.ddbRequests).toBeLessThanOrEqual(3 * 53 + 8 + 53 + 2);
    console.info(`calendar feed, student: ${feed.events.length} events, ${feed.ddbRequests} DynamoDB requests, ${feed.ms} ms`);
  });

  it("serves a tutor her own lessons, substitutions she covers included, and nobody else's", async () => {
    const feed = await feedEvents((await createFeed('lehrer.schmidt')).path);
    expect(uidGroups(feed.events)).toEqual(['7a', '9b', 'demo', 'lehrerkonferenz']);
    const covered = feed.byUid.get(`7a-${addDays(thisMonday, 2)}-b4@schulapp`);
    expect(unescapeText(requiredValue(defined(covered, 'the covered lesson'), 'DESCRIPTION'))).toContain('Vertretung: SCH');
    // Apart from the meetings of the calendars every tutor shares (demo ones and those other test files save).
    const calendarMeeting = (event: Component) =>
      requiredValue(event, 'UID').startsWith('demo-') || randomMeeting.test(requiredValue(event, 'UID'));
    for (const event of feed.events.filter((event) => !calendarMeeting(event)))
      expect(unescapeText(requiredValue(event, 'DESCRIPTION'))).toContain('SCH');
    console.info(`calendar feed, tutor: ${feed.events.length} events, ${feed.ddbRequests} DynamoDB requests, ${feed.ms} ms`);
  });

  it('gives a guardian one link per child, each with that child’s plan', async () => {
    const anna = await createFeed('eltern.weber');
    const ben = await createFeed('eltern.weber', people['schueler.ben'].uid);
    expect(ben.path).not.toBe(anna.path);
    expect(uidGroups((await feedEvents(anna.path)).events)).toEqual(['7a', '9b', 'ag', 'demo', 'schulkonzert']);
    expect(uidGroups((await feedEvents(ben.path)).events)).toEqual(['9b', 'ag', 'demo', 'schulkonzert']);
  });

  it("keeps schools apart: a Birkenweg student's feed holds only her class", async () => {
    const feed = await feedEvents((await createFeed('schueler.lena')).path);
    expect(uidGroups(feed.events)).toEqual(['6c', 'demo']);
  });

  it('stops the old link when a new one is made, and every link when the feed is deleted', async () => {
    const first = await createFeed('schueler.ben');
    const second = await createFeed('schueler.ben');
    expect(second.path).not.toBe(first.path);
    const old = await fetchFeed(first.path);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text)).toEqual({ error: { code: 'not-found' } });
    expect((await fetchFeed(second.path)).status).toBe(200);

    const deleted = await callRoute('deleteCalendarFeed', { token: people['schueler.ben'].token });
    expect(deleted.body).toEqual({ feed: null });
    expect((await fetchFeed(second.path)).status).toBe(404);
    expect((await callRoute('getCalendarFeed', { token: people['schueler.ben'].token })).body).toEqual({ feed: null });
    expect((await callRoute('deleteCalendarFeed', { token: people['schueler.ben'].token })).status).toBe(200);
  });

  it('answers an unknown token with a bare 404', async () => {
    const answer = await fetchFeed(`/api/ical/${'x'.repeat(43)}.ics`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({ error: { code: 'not-found' } });
  });

  describe('with a cancellation flagged for guardians and tutors only', () => {
    const day = addDays(thisMonday, 14 + 2);
    const lessonDateId = `ical-test-${day}`;
    const entity = async () => {
      process.env.TABLE_NAME ??= 'schulapp-local';
      const { lessonDateEntity } = await import('../../lambdas/timetable/lesson-date.entity.js');
      lessonDateEntity.setClient(
        DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1', endpoint: stack.dynamodbUrl, credentials })),
      );
      return lessonDateEntity;
    };
    const copies = () =>
      ['group:7a', `tutor:${people['lehrer.mueller'].uid}`].map((audience) => ({
        schoolId: 'lindenhof',
        schoolYearId: SCHOOL_YEAR.id,
        audience,
        weekStart: mondayOf(day),
        lessonDateId,
        day,
        starttime: '16:30',
        endtime: '17:15',
        displayName: 'Theater-AG 7a',
        tutors: [{ uid: people['lehrer.mueller'].uid, short: 'MÜL' }],
        groups: [{ groupId: '7a', displayName: '7a' }],
        changes: [{ changeId: `${lessonDateId}-c1`, type: 'cancel' as const, visibleForStudent: false, visibleForGuardian: true }],
      }));

    beforeAll(async () => {
      await (await entity()).put(copies()).go();
    });
    afterAll(async () => {
      await (await entity()).delete(copies()).go();
    });

    it('shows the student the lesson as planned and the guardian and tutor the cancellation', async () => {
      const uid = `${lessonDateId}@schulapp`;
      const student = (await feedEvents((await createFeed('schueler.anna')).path)).byUid.get(uid);
      expect(statusOf(student)).toBe('CONFIRMED');
      expect(summary(student)).toBe('Theater-AG 7a');
      const guardian = (await feedEvents((await createFeed('eltern.weber')).path)).byUid.get(uid);
      expect(statusOf(guardian)).toBe('CANCELLED');
      expect(summary(guardian)).toBe('Ausfall: Theater-AG 7a');
      const tutor = (await feedEvents((await createFeed('lehrer.mueller')).path)).byUid.get(uid);
      expect(statusOf(tutor)).toBe('CANCELLED');
    });
  });
});
