import { describe, expect, it } from 'vitest';
import {
  alertBody,
  alertItemIds,
  correctionBody,
  inLesson,
  isAlertItem,
  nextAlertStep,
  sentSteps,
} from './unexcused-absence-alerts.model.js';

const DAY = '2026-12-01';
const BEN = 'ben';

describe('unexcused-absence alerts and their corrections', () => {
  it('alerts once while the cause lasts, corrects once when it is gone, alerts again when it comes back', () => {
    expect(nextAlertStep({ alerts: 0, corrections: 0 }, false)).toBeUndefined();
    expect(nextAlertStep({ alerts: 0, corrections: 0 }, true)).toEqual({ kind: 'alert', n: 1 });
    expect(nextAlertStep({ alerts: 1, corrections: 0 }, true)).toBeUndefined();
    expect(nextAlertStep({ alerts: 1, corrections: 0 }, false)).toEqual({ kind: 'correction', n: 1 });
    expect(nextAlertStep({ alerts: 1, corrections: 1 }, false)).toBeUndefined();
    expect(nextAlertStep({ alerts: 1, corrections: 1 }, true)).toEqual({ kind: 'alert', n: 2 });
  });

  it('gives each step a fixed id that sorts after the one before, the first alert the id alerts always had', () => {
    const first = alertItemIds(DAY, BEN, { kind: 'alert', n: 1 });
    const correction = alertItemIds(DAY, BEN, { kind: 'correction', n: 1 });
    const second = alertItemIds(DAY, BEN, { kind: 'alert', n: 2 });
    expect(first.notificationId).toMatch(/^unexcused-[0-9a-f]{20}$/);
    expect(first.receivedId).toBe(`20261201T000000000Z.${first.notificationId}`);
    expect(alertItemIds(DAY, BEN, { kind: 'correction', n: 1 })).toEqual(correction);
    expect([first.receivedId, correction.receivedId, second.receivedId]).toEqual(
      [second.receivedId, first.receivedId, correction.receivedId].sort(),
    );
    for (const { notificationId, receivedId } of [first, correction, second]) {
      expect(isAlertItem(DAY, BEN, notificationId)).toBe(true);
      expect(isAlertItem(DAY, 'anna', notificationId)).toBe(false);
      expect(receivedId.length).toBeLessThanOrEqual(64);
    }
    expect(sentSteps(DAY, BEN, [first.notificationId, correction.notificationId, second.notificationId, 'other'])).toEqual({
      alerts: 2,
      corrections: 1,
    });
  });

  it('the correction names the lesson its alert named', () => {
    const lesson = inLesson({ displayName: 'Physik 9b', starttime: '11:50', endtime: '12:35' });
    const alert = alertBody('Ben Weber', DAY, lesson);
    expect(alert).toBe('Ben Weber wurde am 01.12.2026 in Physik 9b (11:50–12:35 Uhr) als unentschuldigt abwesend eingetragen.');
    expect(correctionBody('Ben Weber', DAY, alert)).toBe(
      'Ben Weber ist am 01.12.2026 in Physik 9b (11:50–12:35 Uhr) nicht mehr als unentschuldigt abwesend eingetragen.',
    );
    expect(correctionBody('Ben Weber', DAY, '')).toBe('Ben Weber ist am 01.12.2026 nicht mehr als unentschuldigt abwesend eingetragen.');
    expect(inLesson({})).toBe('');
  });
});
