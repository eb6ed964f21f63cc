import { routes } from '../../shared/routes/index.js';
import type { MeetingBody, SaveMeetingResult } from '../../shared/schemas/calendar.schema.js';
import type { BenchFlow } from './bench-flow.js';

const SCHOOL_YEAR = { start: '2026-08-03', end: '2027-07-31' };

const call = async (apiUrl: string, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: await response.json(),
    writes: Number(response.headers.get('x-ddb-writes')),
    requests: Number(response.headers.get('x-ddb-requests')),
  };
};

/**
 * 'calendar: save meeting': a weekly meeting for the whole school year in the Schulkalender with
 * one named tutor (dates written, seconds, DynamoDB writes), then an edit of its time (the whole
 * revision rewritten) and its deletion.
 */
export const calendarSaveMeetingFlow: BenchFlow = {
  name: 'calendar: save meeting (weekly, whole school year)',
  run: async ({ apiUrl, signIn }) => {
    const token = await signIn('lehrer.mueller');
    const schmidt = await signIn('lehrer.schmidt');
    const profile = await call(apiUrl, schmidt, 'GET', routes.getBootstrap.path);
    const tutorUid = (profile.body as { user: { uid: string } }).user.uid;
    const body: MeetingBody = {
      name: 'Bench: wöchentliche Besprechung',
      description: '',
      calendarIds: ['schulkalender'],
      roomIds: [],
      tutorUids: [tutorUid],
      tutorGroupIds: [],
      start: SCHOOL_YEAR.start,
      end: SCHOOL_YEAR.end,
      starttime: '14:00',
      endtime: '15:00',
      includeVacations: false,
      onBoard: false,
      repeat: 'weekly',
    };
    let started = performance.now();
    const created = await call(apiUrl, token, 'POST', routes.createMeeting.path, body);
    const createSeconds = (performance.now() - started) / 1000;
    if (created.status !== 200) throw new Error(`save meeting: status ${created.status}`);
    const result = created.body as SaveMeetingResult;
    const path = routes.updateMeeting.path.replace('{meetingId}', result.meetingId);
    started = performance.now();
    const edited = await call(apiUrl, token, 'PUT', path, { ...body, starttime: '15:00', endtime: '16:00', revision: result.revision });
    const editSeconds = (performance.now() - started) / 1000;
    if (edited.status !== 200) throw new Error(`edit meeting: status ${edited.status}`);
    const deleted = await call(apiUrl, token, 'DELETE', path);
    return {
      dates: result.meetingDates.length,
      create_seconds: Number(createSeconds.toFixed(2)),
      create_ddb_writes: created.writes,
      edit_seconds: Number(editSeconds.toFixed(2)),
      edit_ddb_writes: edited.writes,
      delete_ddb_writes: deleted.writes,
    };
  },
};

/** 'calendar: translation cache': 100 requests for the same description and language; the share answered from the cache. */
export const calendarTranslationCacheFlow: BenchFlow = {
  name: 'calendar: translation cache (100 repeated requests)',
  run: async ({ apiUrl, signIn }) => {
    const token = await signIn('schueler.anna');
    const text = `Elternsprechtag: Die Lehrkräfte sind in ihren Klassenräumen. (${new Date().toISOString()})`;
    let hits = 0;
    const started = performance.now();
    for (let request = 0; request < 100; request += 1) {
      const answer = await call(apiUrl, token, 'POST', routes.translateText.path, { text, target: 'en' });
      if (answer.status !== 200) throw new Error(`translation: status ${answer.status}`);
      if ((answer.body as { cached: boolean }).cached) hits += 1;
    }
    return { requests: 100, cache_hits: hits, hit_ratio: hits / 100, mean_ms: Math.round((performance.now() - started) / 100) };
  },
};
