import { beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, Weekplan } from '../../shared/schemas/timetable.schema.js';
import { berlinToday, mondayOf, schoolDayOnOrAfter } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';

/** Lesson ids as the demo timetable writes them (scripts/seed/demo-timetable.ts). */
const schoolDay = schoolDayOnOrAfter(berlinToday());
const lessonOf = (groupId: string) => `${groupId}-${schoolDay}-b1`;

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const detail = (username: string, id: string) =>
  callRoute('getEventDetail', { token: people[username].token, params: { collectionName: 'lessonDates', id } });

describe('event detail', () => {
  it('gives a tutor a 7a lesson with its header, tutors, rooms and students, in bounded requests', async () => {
    const answer = await detail('lehrer.mueller', lessonOf('7a'));
    expect(answer.status).toBe(200);
    const event = answer.body as EventDetail;
    expect(event).toMatchObject({ id: lessonOf('7a'), day: schoolDay, blockId: 'b1', blockName: '1. Stunde', groups: [{ id: '7a' }] });
    expect(event.displayName).toMatch(/ 7a$/);
    expect(event.tutors.length).toBeGreaterThan(0);
    expect(event.rooms.length).toBeGreaterThan(0);
    expect(event.students).toContainEqual(
      expect.objectContaining({ displayName: 'Anna Weber', group: '7a', uid: people['schueler.anna'].uid }),
    );
    expect(answer.ddbRequests).toBeLessThanOrEqual(5);
  });

  it('shows tutors every change, the tutors-only ones too', async () => {
    const week = await callRoute('getGroupWeekplan', {
      token: people['lehrer.mueller'].token,
      params: { groupId: '7a' },
      query: { from: mondayOf(berlinToday()) },
    });
    const lesson = (week.body as Weekplan).events.find((event) => event.changes.some((change) => !change.visibleForStudent));
    expect(lesson).toBeDefined();
    const answer = await detail('lehrer.mueller', lesson!.id);
    expect(answer.status).toBe(200);
    expect((answer.body as EventDetail).changes).toEqual(lesson!.changes);
  });

  it('is for tutors only', async () => {
    expect((await detail('schueler.anna', lessonOf('7a'))).status).toBe(403);
  });

  it("does not find unknown ids or another school's lessons", async () => {
    expect(await detail('lehrer.mueller', '7a-1999-01-04-b1')).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(await detail('lehrer.klein', lessonOf('7a'))).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
  });
});
