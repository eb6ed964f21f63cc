import { routes } from '../../shared/routes/index.js';
import type { BenchFlow } from './flows.js';

/** Demo users whose calendar feed (the whole school year) is fetched once each. */
const PEOPLE = [
  { label: 'student', username: 'schueler.anna' },
  { label: 'tutor', username: 'lehrer.mueller' },
];

/**
 * The calendar feed of a student and a tutor of the demo school: a link is made, then the feed is
 * fetched without sign-in as a calendar app does. Figures: time, DynamoDB requests, events, size.
 */
export const calendarFeedFlow: BenchFlow = {
  name: 'calendar feed (school year, demo school)',
  run: async ({ apiUrl, signIn }) => {
    const figures: Record<string, number> = {};
    for (const { label, username } of PEOPLE) {
      const token = await signIn(username);
      const created = await fetch(`${apiUrl}${routes.createCalendarFeed.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      const { path } = (await created.json()) as { path: string };
      const started = performance.now();
      const response = await fetch(`${apiUrl}${path}`);
      const text = await response.text();
      if (response.status !== 200) throw new Error(`calendar feed of ${username}: status ${response.status}`);
      figures[`${label}_ms`] = Math.round(performance.now() - started);
      figures[`${label}_ddb_requests`] = Number(response.headers.get('x-ddb-requests'));
      figures[`${label}_events`] = text.split('BEGIN:VEVENT').length - 1;
      figures[`${label}_kb`] = Math.round(Buffer.byteLength(text) / 1024);
      await fetch(`${apiUrl}${routes.deleteCalendarFeed.path}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    }
    return figures;
  },
};
