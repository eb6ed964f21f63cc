import { describe, expect, it } from 'vitest';
import { notificationDays } from './notification-days.model.js';

describe('side menu days', () => {
  it('counts per Berlin day, newest day first, with an unread mark', () => {
    expect(
      notificationDays([
        { at: '2026-11-25T23:30:00.000Z', unread: false },
        { at: '2026-11-25T08:00:00.000Z', unread: true },
        { at: '2026-11-25T07:00:00.000Z', unread: false },
      ]),
    ).toEqual([
      { day: '2026-11-26', count: 1, unread: false },
      { day: '2026-11-25', count: 2, unread: true },
    ]);
  });
});
