import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchoolWeek, seededWeeks } from '../../scripts/seed/seed-day.js';
import { addDays, mondayOf } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { demoFreeWeeksFrom } from '../fixtures/demo-school-calendar.js';
import { stack } from '../fixtures/local-stack.js';
import { rawDocumentClient } from '../fixtures/raw-table.js';
import { parseIcs, property, requiredValue, unescapeText, type Component } from '../fixtures/rfc5545.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** The demo seed: 7a (Anna) and 9b (Ben) at Lindenhof, 6c (Lena) at Birkenweg, school year 2026/27, changes in the seed's two weeks. */
const SCHOOL_YEAR = { id: '2026-27', start: '2026-08-01', end: '2027-07-31' };
const thisMonday = seededWeeks().first;

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const createFeed = async (username: DemoUsername, actingStudent?: string) => {
  const answer = await callRoute('createCalendarFeed', { token: people[username].token, actingStudent });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Fetches a feed path as a calendar app does: no token, no cookies (an ETag it has, if given). */
const fetchFeed = async (path: string, ifNoneMatch?: string) => {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}${path}`, { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
  const text = await response.text();
  return {
    status: response.status,
    text,
    headers: response.headers,
    etag: response.headers.get('etag'),
    ddbRequests: Number(response.headers.get('x-ddb-requests')),
    ddbWrites: Number(response.headers.get('x-ddb-writes')),
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
    expect(feed.headers.get('cache-control')).toBe('public, max-age=300');
    expect(feed.text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    // Her class, the 9b lesson she is moved into, her courses (AG Robotik, the swimming course of the demo offers),
    // her classes' concert and exam (Klausur) and the demo meetings of her calendars.
    expect(uidGroups(feed.events)).toEqual(['7a', '9b', 'ag', 'demo', 'klausur', 'kurs', 'schulkonzert']);
    const starts = feed.events.map((event) => property(event, 'DTSTART')?.value ?? '').sort();
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.filter((start) => start < '20260803' || start > '20270731')).toEqual([]);
    expect(feed.events.length).toBeGreaterThan(1000);
    const cancelled = feed.byUid.get(`7a-${addDays(thisMonday, 1)}-b3@schulapp`);
    expect(statusOf(cancelled)).toBe('CANCELLED');
    expect(summary(cancelled)).toMatch(/^Ausfall: /);
    expect(summary(feed.byUid.get(`7a-${addDays(thisMonday, 2)}-b4@schulapp`))).toMatch(/\(Vertretung\)$/);
    // One query per audience (class, two courses, her own moves) and week of the school year plus a handful (rate limit, token, user, school, year, groups).
    // ... plus the meetings: the school's calendars, their audience per week and one batch get of revisions.
    expect(feed.ddbRequests).toBeLessThanOrEqual(4 * 53 + 8 + 53 + 2);
    console.info(`calendar feed, student: ${feed.events.length} events, ${feed.ddbRequests} DynamoDB requests, ${feed.ms} ms`);
  });

  it("serves a tutor her own lessons, substitutions she covers included, and nobody else's", async () => {
    const feed = await feedEvents((await createFeed('lehrer.schmidt')).path);
    // Her lessons, her break supervisions ('Aufsicht'), the demo meetings and the Lehrerkonferenz.
    expect(uidGroups(feed.events)).toEqual(['7a', '9b', 'aufsicht', 'demo', 'lehrerkonferenz']);
    const covered = feed.byUid.get(`7a-${addDays(thisMonday, 2)}-b4@schulapp`);
    expect(unescapeText(requiredValue(defined(covered, 'the covered lesson'), 'DESCRIPTION'))).toContain('Vertretung: SCH');
    // The one supervision Müller takes over from her names him (scripts/seed/demo-timetable.ts).
    const takenOver = `aufsicht-gang-nord-schmidt-${addDays(currentSchoolWeek(), 2)}@schulapp`;
    expect(unescapeText(requiredValue(defined(feed.byUid.get(takenOver), 'the supervision taken over'), 'DESCRIPTION'))).toContain('MÜL');
    // Apart from the meetings of the calendars every tutor shares (demo ones and those other test files save).
    const calendarMeeting = (event: Component) =>
      requiredValue(event, 'UID').startsWith('demo-') || randomMeeting.test(requiredValue(event, 'UID'));
    for (const event of feed.events.filter((event) => !calendarMeeting(event) && requiredValue(event, 'UID') !== takenOver))
      expect(unescapeText(requiredValue(event, 'DESCRIPTION'))).toContain('SCH');
    console.info(`calendar feed, tutor: ${feed.events.length} events, ${feed.ddbRequests} DynamoDB requests, ${feed.ms} ms`);
  });

  it('gives a guardian one link per child, each with that child’s plan', async () => {
    const anna = await createFeed('eltern.weber');
    const ben = await createFeed('eltern.weber', people['schueler.ben'].uid);
    expect(ben.path).not.toBe(anna.path);
    expect(uidGroups((await feedEvents(anna.path)).events)).toEqual(['7a', '9b', 'ag', 'demo', 'klausur', 'kurs', 'schulkonzert']);
    expect(uidGroups((await feedEvents(ben.path)).events)).toEqual(['9b', 'ag', 'demo', 'klausur', 'schulkonzert']);
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
    const day = addDays(demoFreeWeeksFrom(1, 2), 2);
    const lessonDateId = `ical-test-${day}`;
    const entity = async () => {
      process.env.TABLE_NAME ??= 'schulapp-local';
      const { lessonDateEntity } = await import('../../lambdas/timetable/lesson-date.entity.js');
      lessonDateEntity.setClient(rawDocumentClient());
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

  describe('cache', () => {
    /** The feed's bound without a cache: one query per audience and week plus a handful (see above). */
    const COLD_BOUND = 4 * 53 + 8 + 53 + 2;
    /**
     * A fetch that should come from the cache. A render writes (the rate limit, the cache item), a
     * cached answer never; the e2e run may save a meeting of the same school meanwhile, which
     * rightly makes the next fetch a render, so up to three tries.
     */
    const warmFetch = async (path: string, ifNoneMatch?: string) => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await fetchFeed(path, ifNoneMatch);
        if (answer.ddbWrites === 0 || attempt === 2) return answer;
      }
    };
    const services = async () => {
      useStackDynamoDb();
      return import('../../lambdas/timetable/lesson-date-write.service.js');
    };
    const calendarName = (text: string) => /^X-WR-CALNAME:(.*)$/m.exec(text)?.[1]?.trim();

    it('answers a repeat from the cache in at most 2 DynamoDB requests with the same strong ETag, and If-None-Match with 304', async () => {
      const { path } = await createFeed('lehrer.schmidt');
      const cold = await fetchFeed(path);
      expect(cold.status).toBe(200);
      expect(cold.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(cold.ddbRequests).toBeLessThanOrEqual(COLD_BOUND);

      const warm = await warmFetch(path);
      expect(warm.status).toBe(200);
      expect(warm.ddbWrites).toBe(0);
      expect(warm.ddbRequests).toBeLessThanOrEqual(2);
      expect(warm.etag).toBe(cold.etag);
      expect(warm.text).toBe(cold.text);
      expect(warm.headers.get('content-type')).toBe('text/calendar; charset=utf-8');

      const etag = defined(warm.etag, 'the ETag');
      const notModified = await warmFetch(path, etag);
      expect(notModified.status).toBe(304);
      expect(notModified.text).toBe('');
      expect(notModified.etag).toBe(etag);
      expect(notModified.ddbRequests).toBeLessThanOrEqual(2);
      // Weak comparison (a CDN that compresses marks the tag weak) and lists of tags match too; another tag does not.
      expect((await warmFetch(path, `"other", W/${etag}`)).status).toBe(304);
      expect((await warmFetch(path, '"other"')).status).toBe(200);
      console.info(
        `calendar feed, tutor: cold ${cold.ddbRequests} requests ${cold.ms} ms, warm ${warm.ddbRequests} requests ${warm.ms} ms, 304 ${notModified.ddbRequests} requests ${notModified.ms} ms`,
      );
    });

    it('shows a saved meeting, a changed lesson and a deleted meeting on the next fetch', async () => {
      const { path } = await createFeed('schueler.anna');
      const first = await fetchFeed(path);
      expect(first.status).toBe(200);
      // The cached item holds the gzip: far below DynamoDB's 400 KB item limit although the text is not.
      const kb = (bytes: number) => Math.round(bytes / 1024);
      expect(gzipSync(first.text).length).toBeLessThan(100 * 1024);
      console.info(`calendar feed, student: ${kb(Buffer.byteLength(first.text))} KB, gzipped ${kb(gzipSync(first.text).length)} KB`);
      expect((await warmFetch(path)).ddbWrites).toBe(0);

      const day = addDays(demoFreeWeeksFrom(1, 3), 3);
      const meeting = await callRoute('createMeeting', {
        token: people['lehrer.schmidt'].token,
        body: {
          name: 'Feed-Cache Termin',
          description: '',
          calendarIds: ['schulkalender'],
          roomIds: [],
          tutorUids: [],
          tutorGroupIds: [],
          start: day,
          end: day,
          starttime: '17:00',
          endtime: '18:00',
          includeVacations: true,
          onBoard: false,
          repeat: 'never',
        },
      });
      expect(meeting.status).toBe(200);
      const meetingUid = `${defined(meeting.body.meetingDates[0], 'the meeting date').id}@schulapp`;
      const withMeeting = await feedEvents(path);
      expect(summary(withMeeting.byUid.get(meetingUid))).toBe('Feed-Cache Termin');
      expect(withMeeting.headers.get('etag')).not.toBe(first.etag);

      const lessonDateId = `feed-cache-${day}`;
      const { saveLessonDates, deleteLessonDateCopies } = await services();
      const lesson = {
        lessonDateId,
        day,
        starttime: '07:00',
        endtime: '07:45',
        displayName: 'Frühförderung 7a',
        tutors: [{ uid: people['lehrer.mueller'].uid, short: 'MÜL' }],
        groups: [{ groupId: '7a', displayName: '7a' }],
      };
      await saveLessonDates('lindenhof', SCHOOL_YEAR.id, [lesson]);
      try {
        expect(summary((await feedEvents(path)).byUid.get(`${lessonDateId}@schulapp`))).toBe('Frühförderung 7a');
        await saveLessonDates('lindenhof', SCHOOL_YEAR.id, [
          { ...lesson, changes: [{ changeId: `${lessonDateId}-c1`, type: 'cancel', visibleForStudent: true, visibleForGuardian: true }] },
        ]);
        expect(statusOf((await feedEvents(path)).byUid.get(`${lessonDateId}@schulapp`))).toBe('CANCELLED');
      } finally {
        // With the school's changes copy the cancellation added ('changes', lesson-date.entity.ts).
        const copies = ['group:7a', `tutor:${people['lehrer.mueller'].uid}`, 'changes'].map((audience) => ({
          audience,
          day,
          starttime: '07:00',
          lessonDateId,
        }));
        await deleteLessonDateCopies('lindenhof', SCHOOL_YEAR.id, copies);
      }
      expect(
        (await callRoute('deleteMeeting', { token: people['lehrer.schmidt'].token, params: { meetingId: meeting.body.meetingId } })).status,
      ).toBe(200);
      const after = await feedEvents(path);
      expect(after.byUid.has(meetingUid)).toBe(false);
      expect(after.byUid.has(`${lessonDateId}@schulapp`)).toBe(false);
    });

    it("never answers one token with another person's cached feed, and not at all once the link is replaced", async () => {
      const anna = await createFeed('schueler.anna');
      const ben = await createFeed('schueler.ben');
      const guardian = await createFeed('eltern.weber');
      for (const path of [anna.path, ben.path, guardian.path]) expect((await fetchFeed(path)).status).toBe(200);
      const [annaWarm, benWarm, guardianWarm] = [await warmFetch(anna.path), await warmFetch(ben.path), await warmFetch(guardian.path)];
      expect(calendarName(annaWarm.text)).toBe(calendarName(guardianWarm.text));
      expect(calendarName(annaWarm.text)).toMatch(/^Stundenplan Anna /);
      expect(calendarName(benWarm.text)).toMatch(/^Stundenplan Ben /);
      expect(new Set([annaWarm.etag, benWarm.etag]).size).toBe(2);
      // Ben's ETag names nothing of Anna's feed.
      expect((await warmFetch(anna.path, defined(benWarm.etag, "Ben's ETag"))).status).toBe(200);

      const replaced = await createFeed('schueler.anna');
      expect((await fetchFeed(anna.path)).status).toBe(404);
      expect(calendarName((await fetchFeed(replaced.path)).text)).toMatch(/^Stundenplan Anna /);
    });
  });
});
