import { describe, expect, it } from 'vitest';
import { pushDayErrors, pushTimeOptions } from './push-settings-form.model.js';

const monday = {
  weekday: 'monday' as const,
  starttime: '07:00',
  endtime: '18:00',
  disabled: false,
  school: { starttime: '07:00', endtime: '18:00', allowToDisable: false },
};

describe('push settings form', () => {
  it('offers 05:00 to 23:30 in 30-minute steps', () => {
    expect(pushTimeOptions[0]).toBe('05:00');
    expect(pushTimeOptions.at(-1)).toBe('23:30');
    expect(pushTimeOptions).toHaveLength(38);
  });

  it("shows the spec's messages with the school's times", () => {
    expect(pushDayErrors(monday, { starttime: '08:00', endtime: '17:00', disabled: false })).toEqual({
      starttime: 'Beginn darf nicht nach 07:00 Uhr liegen.',
      endtime: 'Ende darf nicht vor 18:00 Uhr liegen.',
    });
    expect(pushDayErrors(monday, { starttime: '06:00', endtime: '19:00', disabled: false })).toEqual({});
  });
});
