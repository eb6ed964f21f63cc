import { describe, expect, it } from 'vitest';
import { currentOnBoards, isCurrent, pinDayAt, stackedCopyOf } from './pin-days.model.js';

const pin = { start: '2026-11-24', end: '2026-11-30' };
const currentAt = (instant: string) => isCurrent(pin, pinDayAt(new Date(instant)));

describe('isCurrent', () => {
  it('counts the first and the last valid day, not the day before or after', () => {
    expect(isCurrent(pin, '2026-11-23')).toBe(false);
    expect(isCurrent(pin, '2026-11-24')).toBe(true);
    expect(isCurrent(pin, '2026-11-30')).toBe(true);
    expect(isCurrent(pin, '2026-12-01')).toBe(false);
  });
});

describe('pins around midnight in Berlin', () => {
  it('starts a pin at Berlin midnight, an hour before the UTC date changes (winter time)', () => {
    expect(currentAt('2026-11-23T22:59:59Z')).toBe(false);
    expect(currentAt('2026-11-23T23:00:00Z')).toBe(true);
  });

  it('keeps a pin until 23:59 Berlin time on its last day and drops it at midnight', () => {
    expect(currentAt('2026-11-30T22:59:59Z')).toBe(true);
    expect(currentAt('2026-11-30T23:00:00Z')).toBe(false);
  });

  it('ends a summer pin at midnight of summer time, two hours before UTC midnight', () => {
    const summerPin = { start: '2026-07-01', end: '2026-07-10' };
    expect(isCurrent(summerPin, pinDayAt(new Date('2026-07-10T21:59:59Z')))).toBe(true);
    expect(isCurrent(summerPin, pinDayAt(new Date('2026-07-10T22:00:00Z')))).toBe(false);
  });

  it('counts the night of the change to summer time to the right days', () => {
    const changeDay = { start: '2026-03-29', end: '2026-03-29' };
    expect(isCurrent(changeDay, pinDayAt(new Date('2026-03-28T22:59:59Z')))).toBe(false);
    expect(isCurrent(changeDay, pinDayAt(new Date('2026-03-28T23:00:00Z')))).toBe(true);
    expect(isCurrent(changeDay, pinDayAt(new Date('2026-03-29T21:59:59Z')))).toBe(true);
    expect(isCurrent(changeDay, pinDayAt(new Date('2026-03-29T22:00:00Z')))).toBe(false);
  });
});

describe('currentOnBoards', () => {
  const indexed = (pinId: string, start: string, end: string, pinboardIds: string[]) => ({ pinId, start, end, pinboardIds });
  const pins = [
    indexed('p4', '2026-11-24', '2026-11-24', ['b2']),
    indexed('p3', '2026-11-25', '2026-11-30', ['b1']),
    indexed('p2', '2026-11-01', '2026-11-23', ['b1']),
    indexed('p1', '2026-11-20', '2026-12-01', ['b3', 'b1']),
  ];
  const shown = (boardIds: string[], today: string) =>
    currentOnBoards({ pins, boardIds: new Set(boardIds) }, today).map((pin) => pin.pinId);

  it('keeps the pins current today on any of the subject’s boards, in the index’s order', () => {
    expect(shown(['b1', 'b2'], '2026-11-24')).toEqual(['p4', 'p1']);
  });

  it('drops pins not yet started or already ended, and those only on other boards', () => {
    expect(shown(['b1'], '2026-11-25')).toEqual(['p3', 'p1']);
    expect(shown(['b2'], '2026-11-25')).toEqual([]);
    expect(shown([], '2026-11-24')).toEqual([]);
  });
});

describe('stackedCopyOf', () => {
  const source = { title: 'Wandertag', content: 'Treffpunkt Haupteingang', colorName: 'amber', authorUid: 't-1', pinboardIds: ['b'] };

  it('stacks a pin on the Berlin day of the click, also just after midnight', () => {
    expect(stackedCopyOf(source, new Date('2026-11-30T23:30:00Z')).stackedOn).toBe('2026-12-01');
    expect(stackedCopyOf(source, new Date('2026-11-30T22:30:00Z')).stackedOn).toBe('2026-11-30');
  });

  it('keeps title, content and colour only: no boards, author, polls or validity', () => {
    expect(stackedCopyOf(source, new Date('2026-11-25T10:00:00Z'))).toEqual({
      stackedOn: '2026-11-25',
      title: 'Wandertag',
      content: 'Treffpunkt Haupteingang',
      colorName: 'amber',
    });
  });
});
