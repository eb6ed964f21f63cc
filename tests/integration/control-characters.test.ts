import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { stack } from '../fixtures/local-stack.js';
import { parseIcs, properties, requiredValue, unescapeText } from '../fixtures/rfc5545.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Control characters in free text: every free-text field refuses them (multi-line bodies keep line
 * feed and tab), and the calendar feed escapes what reaches it from stored data per RFC 5545, so a
 * CR/LF in a name can never start a property of its own.
 */
const injected = 'Anna\r\nX-INJECTED:1';

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const ticket = (fields: Record<string, string>) =>
  callRoute('createSupportTicket', {
    body: {
      topic: 'custom',
      customSubject: 'Frage',
      role: 'Schüler:in',
      institution: 'Lindenhof',
      firstname: 'Anna',
      lastname: 'Weber',
      email: 'anna@example.org',
      content: 'Hallo',
      ...fields,
    },
  });

describe('free text with control characters', () => {
  it('is refused in a display name', async () => {
    for (const displayName of [injected, 'Anna\u0000Weber', 'Anna\u001b[31m', 'Anna\u2028Weber']) {
      const answer = await callRoute('updateDisplayName', { token: people['lehrer.schmidt'].token, body: { displayName } });
      expect(answer).toMatchObject({
        status: 400,
        body: { error: { code: 'validation-failed', fields: { 'body.displayName': 'control_characters' } } },
      });
    }
  });

  it('is refused in a ticket subject and single-line fields; the message body keeps line feeds and tabs only', async () => {
    expect(await ticket({ customSubject: 'Frage\r\nBcc: x@example.org' })).toMatchObject({
      status: 400,
      body: { error: { fields: { 'body.customSubject': 'control_characters' } } },
    });
    expect((await ticket({ lastname: 'Weber\n' + 'X' })).status).toBe(400);
    expect(await ticket({ content: 'Zeile 1\r\nZeile 2' })).toMatchObject({
      status: 400,
      body: { error: { fields: { 'body.content': 'control_characters' } } },
    });
    expect((await ticket({ content: 'Zeile 1\nZeile 2\n\tmit Tab' })).status).toBe(200);
  });

  it('is refused in the code card heading', async () => {
    const answer = await callRoute('updateCodeCardTemplate', {
      token: people['lehrer.mueller'].token,
      body: { heading: 'Zugangscode\r\nX', intro: 'Zeile 1\nZeile 2' },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: { fields: { 'body.heading': 'control_characters' } } } });
  });
});

describe('the calendar feed with control characters in stored data', () => {
  const SCHOOL = { schoolId: 'birkenweg', schoolYearId: '2026-27' };
  const lessonDateId = 'control;characters,6c';
  const services = async () => {
    useStackDynamoDb();
    return {
      ...(await import('../../lambdas/users/user.entity.js')),
      ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
    };
  };
  let originalName: string;

  beforeAll(async () => {
    const { userEntity, saveLessonDates } = await services();
    const key = { schoolId: SCHOOL.schoolId, uid: people['schueler.lena'].uid };
    originalName = defined((await userEntity.get(key).go()).data, 'Lena').displayName;
    // Written past the API, as data from before the check would be.
    await userEntity.patch(key).set({ displayName: injected }).go();
    await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [
      {
        lessonDateId,
        day: '2027-06-23',
        starttime: '08:00',
        endtime: '08:45',
        displayName: 'Mathe\r\nX-INJECTED:2\u0007',
        tutors: [{ uid: 'birkenweg-staff-gra', short: 'GRA' }],
        groups: [{ groupId: '6c', displayName: '6c' }],
        rooms: [{ roomId: 'r1', name: 'Raum;1,\u001b2' }],
        notice: 'Bitte\r\nmitbringen:\tBuch',
      },
    ]);
  });

  afterAll(async () => {
    const { userEntity } = await services();
    await userEntity.patch({ schoolId: SCHOOL.schoolId, uid: people['schueler.lena'].uid }).set({ displayName: originalName }).go();
    await removeLessonDates(SCHOOL, [lessonDateId]);
  });

  it('escapes the calendar name, UID, summary, location and description', async () => {
    const created = await callRoute('createCalendarFeed', { token: people['schueler.lena'].token });
    expect(created.status).toBe(200);
    const response = await fetch(`${stack.apiUrl}${created.body.path}`);
    const text = await response.text();
    const { problems, calendar } = parseIcs(text);
    expect(problems).toEqual([]);
    expect(text).not.toMatch(/^X-INJECTED/m);
    // eslint-disable-next-line no-control-regex -- the feed must contain none of exactly these control characters
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    expect(properties(calendar, 'X-INJECTED')).toEqual([]);
    expect(unescapeText(requiredValue(calendar, 'X-WR-CALNAME'))).toBe('Stundenplan Anna\nX-INJECTED:1');
    const event = defined(
      calendar.components.find(
        (component) => component.name === 'VEVENT' && unescapeText(requiredValue(component, 'UID')).startsWith('control'),
      ),
      'the injected lesson',
    );
    expect(unescapeText(requiredValue(event, 'UID'))).toBe(`${lessonDateId}@schulapp`);
    expect(unescapeText(requiredValue(event, 'SUMMARY'))).toBe('Mathe\nX-INJECTED:2');
    expect(unescapeText(requiredValue(event, 'LOCATION'))).toBe('Raum;1,2');
    expect(unescapeText(requiredValue(event, 'DESCRIPTION'))).toContain('Hinweis: Bitte\nmitbringen:\tBuch');
  });
});
