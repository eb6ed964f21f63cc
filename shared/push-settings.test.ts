import { describe, expect, it } from 'vitest';
import { defaultSchoolPushDays, fromMinutes, pushDayViolations, toMinutes, userDaysFromSchool } from './push-settings.js';

const school = { starttime: '07:00', endtime: '18:00', allowToDisable: false };

describe('push window rules', () => {
  it('accepts the school window itself and a wider one', () => {
    expect(pushDayViolations(school, { starttime: '07:00', endtime: '18:00', disabled: false })).toEqual([]);
    expect(pushDayViolations(school, { starttime: '05:00', endtime: '23:30', disabled: false })).toEqual([]);
  });

  it('refuses a start after the school start and an end before the school end', () => {
    expect(pushDayViolations(school, { starttime: '07:30', endtime: '18:00', disabled: false })).toEqual(['start-after-school-start']);
    expect(pushDayViolations(school, { starttime: '07:00', endtime: '17:30', disabled: false })).toEqual(['end-before-school-end']);
  });

  it('keeps the times between 05:00 and 23:30 (the slider)', () => {
    expect(pushDayViolations(school, { starttime: '04:30', endtime: '18:00', disabled: false })).toEqual(['outside-push-hours']);
    expect(pushDayViolations(school, { starttime: '07:00', endtime: '23:45', disabled: false })).toEqual(['outside-push-hours']);
  });

  it('refuses a start that is not before the end', () => {
    const open = { starttime: '12:00', endtime: '12:00', allowToDisable: true };
    expect(pushDayViolations(open, { starttime: '12:00', endtime: '12:00', disabled: false })).toEqual(['start-not-before-end']);
  });

  it('allows switching a day off only where the school allows it', () => {
    expect(pushDayViolations(school, { starttime: '07:00', endtime: '18:00', disabled: true })).toEqual(['disable-not-allowed']);
    expect(pushDayViolations({ ...school, allowToDisable: true }, { starttime: '07:00', endtime: '18:00', disabled: true })).toEqual([]);
  });

  it('defaults to 07:00–18:00 with switchable weekends, and users start with the school window', () => {
    expect(defaultSchoolPushDays.map((day) => day.allowToDisable)).toEqual([false, false, false, false, false, true, true]);
    expect(userDaysFromSchool(defaultSchoolPushDays)[0]).toEqual({ starttime: '07:00', endtime: '18:00', disabled: false });
  });

  it('converts times and minutes both ways', () => {
    expect(toMinutes('05:00')).toBe(300);
    expect(fromMinutes(1410)).toBe('23:30');
  });
});
