import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { describe, expect, it } from 'vitest';
import type { EventChange, WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import { defined } from '../../tests/fixtures/defined.js';
import { parseIcs, properties, property, requiredValue, unescapeText, type Component } from '../../tests/fixtures/rfc5545.js';
import { weekplanEvent } from '../../tests/fixtures/weekplan-event.js';
import { buildCalendarFile } from './calendar-file.format.js';
import { europeBerlinVtimezone } from './europe-berlin-vtimezone.format.js';

const lesson = (id: string, day: string, overrides: Partial<WeekplanEvent> = {}) =>
  weekplanEvent({ id, day, tutors: [{ uid: 'mueller', short: 'MÜL' }], ...overrides });
const change = (type: EventChange['type'], extra: Partial<EventChange> = {}): EventChange => ({
  id: `${type}-1`,
  type,
  visibleForStudent: true,
  visibleForGuardian: true,
  ...extra,
});

const now = new Date('2026-11-22T10:00:00Z');
const build = (events: WeekplanEvent[]) => {
  const text = buildCalendarFile(events, { name: 'Stundenplan Anna Weber', now });
  const { problems, calendar } = parseIcs(text);
  expect(problems).toEqual([]);
  return { text, calendar, events: calendar.components.filter((component) => component.name === 'VEVENT') };
};
const eventOf = (events: Component[], uid: string) =>
  defined(
    events.find((event) => property(event, 'UID')?.value === uid),
    `event ${uid}`,
  );
const firstEvent = (events: Component[]) => defined(events[0], 'an event');
const text = (event: Component, name: string) => unescapeText(property(event, name)?.value ?? '');

/** The UTC instant of a local date-time under a VTIMEZONE of yearly 'last Sunday of a month' rules, as Europe/Berlin's. */
const utcUnder = (zone: Component, local: string) => {
  const [year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN] = [0, 4, 6, 9, 11].map((start, index) =>
    Number(local.slice(start, start + (index === 0 ? 4 : 2))),
  );
  const localMs = Date.UTC(year, month - 1, day, hour, minute);
  const minutes = (offset: string) => (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  const rules = zone.components.map((rule) => {
    const ruleMonth = Number(defined(/BYMONTH=(\d+)/.exec(requiredValue(rule, 'RRULE'))?.[1], 'BYMONTH'));
    expect(requiredValue(rule, 'RRULE')).toContain('BYDAY=-1SU');
    const lastDay = new Date(Date.UTC(year, ruleMonth, 0));
    const onsetDay = lastDay.getUTCDate() - lastDay.getUTCDay();
    const onsetTime = requiredValue(rule, 'DTSTART');
    const onsetLocal = Date.UTC(year, ruleMonth - 1, onsetDay, Number(onsetTime.slice(9, 11)), Number(onsetTime.slice(11, 13)));
    return {
      onset: onsetLocal - minutes(requiredValue(rule, 'TZOFFSETFROM')) * 60_000,
      offset: minutes(requiredValue(rule, 'TZOFFSETTO')),
    };
  });
  const inEffect = (instant: number) => {
    const started = rules.filter((rule) => rule.onset <= instant).sort((a, b) => b.onset - a.onset)[0];
    return started ?? [...rules].sort((a, b) => b.onset - a.onset)[0];
  };
  const rule = defined(
    rules.find((candidate) => inEffect(localMs - candidate.offset * 60_000) === candidate),
    'the rule in effect',
  );
  return new Date(localMs - rule.offset * 60_000).toISOString();
};

describe('calendar file', () => {
  it('is valid RFC 5545 with a Europe/Berlin VTIMEZONE and local start and end times', () => {
    const { text: ics, calendar, events } = build([lesson('7a-2027-03-26-b1', '2027-03-26')]);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(properties(calendar, 'X-WR-CALNAME')[0]?.value).toBe('Stundenplan Anna Weber');
    expect(calendar.components.filter((component) => component.name === 'VTIMEZONE').map((zone) => property(zone, 'TZID')?.value)).toEqual([
      'Europe/Berlin',
    ]);
    const event = firstEvent(events);
    expect(property(event, 'UID')?.value).toBe('7a-2027-03-26-b1@schulapp');
    expect(property(event, 'DTSTAMP')?.value).toBe('20261122T100000Z');
    expect(property(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/Berlin' }, value: '20270326T080000' });
    expect(property(event, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'Europe/Berlin' }, value: '20270326T084500' });
    expect(ics).toContain('\r\nDTSTART;TZID=Europe/Berlin:20270326T080000\r\n');
    expect(text(event, 'SUMMARY')).toBe('Deutsch 7a');
    expect(text(event, 'LOCATION')).toBe('A 101');
    expect(text(event, 'DESCRIPTION')).toBe('Lehrkräfte: MÜL\nKlassen: 7a');
    expect(property(event, 'STATUS')?.value).toBe('CONFIRMED');
  });

  it('puts a lesson at 08:00 local at the right instant before and after both daylight-saving switches', () => {
    const days = ['2027-03-26', '2027-03-29', '2026-10-23', '2026-10-26'];
    const { calendar, events } = build(days.map((day) => lesson(`7a-${day}-b1`, day)));
    const zone = defined(
      calendar.components.find((component) => component.name === 'VTIMEZONE'),
      'the VTIMEZONE',
    );
    const starts = days.map((day) => utcUnder(zone, requiredValue(eventOf(events, `7a-${day}-b1@schulapp`), 'DTSTART')));
    expect(starts).toEqual([
      '2027-03-26T07:00:00.000Z',
      '2027-03-29T06:00:00.000Z',
      '2026-10-23T06:00:00.000Z',
      '2026-10-26T07:00:00.000Z',
    ]);
  });

  it("marks a cancelled lesson CANCELLED with 'Ausfall' in the summary", () => {
    const { events } = build([lesson('7a-2026-11-24-b3', '2026-11-24', { changes: [change('cancel')] })]);
    expect(property(firstEvent(events), 'STATUS')?.value).toBe('CANCELLED');
    expect(text(firstEvent(events), 'SUMMARY')).toBe('Ausfall: Deutsch 7a');
    expect(text(firstEvent(events), 'DESCRIPTION')).toContain('\nAusfall');
  });

  it('shows substitutes, new rooms and a changed subject in place of the planned ones', () => {
    const { events } = build([
      lesson('a', '2026-11-25', { changes: [change('substitution', { tutors: [{ uid: 'schmidt', short: 'SCH' }] })] }),
      lesson('b', '2026-11-26', { changes: [change('roomChange', { rooms: [{ id: 'b204', name: 'B 204' }] })] }),
      lesson('c', '2026-11-27', { changes: [change('subjectChange', { subject: { id: 'ma', name: 'Mathematik', color: '#1e88e5' } })] }),
      lesson('d', '2026-11-30', {
        changes: [change('additionalAttribute', { text: 'Hospitation durch die Schulleitung' })],
        notice: 'Bitte Atlas mitbringen',
      }),
    ]);
    const substituted = eventOf(events, 'a@schulapp');
    expect(text(substituted, 'SUMMARY')).toBe('Deutsch 7a (Vertretung)');
    expect(text(substituted, 'DESCRIPTION')).toBe('Lehrkräfte: SCH\nKlassen: 7a\nVertretung: SCH');
    const moved = eventOf(events, 'b@schulapp');
    expect(text(moved, 'SUMMARY')).toBe('Deutsch 7a (Raumänderung)');
    expect(text(moved, 'LOCATION')).toBe('B 204');
    expect(text(eventOf(events, 'c@schulapp'), 'SUMMARY')).toBe('Mathematik (Fachänderung)');
    expect(text(eventOf(events, 'd@schulapp'), 'DESCRIPTION')).toBe(
      'Lehrkräfte: MÜL\nKlassen: 7a\nHinweis: Hospitation durch die Schulleitung\nHinweis: Bitte Atlas mitbringen',
    );
  });

  it("names exams 'Klausur' and break supervisions 'Aufsicht' in the summary", () => {
    const { events } = build([
      lesson('k', '2026-11-24', { collection: 'examDates', displayName: 'Deutsch 7a', notice: 'Erörterung' }),
      lesson('p', '2026-11-24', { collection: 'supervisionDates', displayName: 'Gang Nord', starttime: '09:30', endtime: '09:50' }),
    ]);
    expect(text(eventOf(events, 'k@schulapp'), 'SUMMARY')).toBe('Klausur: Deutsch 7a');
    expect(text(eventOf(events, 'k@schulapp'), 'DESCRIPTION')).toContain('Hinweis: Erörterung');
    expect(text(eventOf(events, 'p@schulapp'), 'SUMMARY')).toBe('Aufsicht: Gang Nord');
  });

  it('escapes commas and semicolons and folds long lines with umlauts at 75 octets', () => {
    const notice =
      'Exkursion zum Römerkastell; Treffpunkt Haupteingang, Rückkehr gegen 13 Uhr. Bitte wetterfeste Kleidung, Getränke und Schreibzeug mitbringen. Übernachtung entfällt.';
    const { text: ics, events } = build([
      lesson('long', '2026-12-01', {
        notice,
        rooms: [
          { id: 'x', name: 'A 101' },
          { id: 'y', name: 'Aula; Bühne' },
        ],
      }),
    ]);
    expect(ics).toContain('LOCATION:A 101\\, Aula\\; Bühne\r\n');
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    expect(text(firstEvent(events), 'DESCRIPTION')).toBe(`Lehrkräfte: MÜL\nKlassen: 7a\nHinweis: ${notice}`);
  });

  it('keeps the same UIDs on every build and is an empty but valid calendar without lessons', () => {
    const first = build([lesson('x-1', '2026-12-02'), lesson('x-2', '2026-12-03')]);
    const second = build([lesson('x-1', '2026-12-02'), lesson('x-2', '2026-12-03')]);
    const uids = (events: Component[]) => events.map((event) => property(event, 'UID')?.value);
    expect(uids(second.events)).toEqual(uids(first.events));
    expect(build([]).events).toEqual([]);
  });

  it('ships the VTIMEZONE block of @touch4it/ical-timezones', () => {
    const lines = (block: string) => block.split(/\r?\n/).filter(Boolean);
    expect(lines(europeBerlinVtimezone)).toEqual(lines(defined(getVtimezoneComponent('Europe/Berlin'), 'the Europe/Berlin VTIMEZONE')));
  });
});
