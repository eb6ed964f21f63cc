import { describe, expect, it } from 'vitest';
import { sendNotificationDefaults, sendNotificationFormSchema, toSendBody } from './send-notification-form.schema.js';

const messages = (values: object) => {
  const result = sendNotificationFormSchema.safeParse({ ...sendNotificationDefaults('7a', false), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('send dialog form', () => {
  it("has the spec's defaults: info, tutors and showAdmin on; from a class only the guardians", () => {
    expect(sendNotificationDefaults('7a', false)).toMatchObject({
      type: 'info',
      tutors: true,
      students: false,
      guardians: false,
      showAdmin: true,
    });
    expect(sendNotificationDefaults('7a', true)).toMatchObject({ tutors: false, students: false, guardians: true, showAdmin: true });
  });

  it("names each missing field with the spec's text", () => {
    expect(messages({ title: ' ', body: '', type: '' })).toEqual({
      title: 'Titel wird benötigt',
      body: 'Inhalt wird benötigt',
      type: 'Typ wird benötigt',
    });
    expect(messages({ title: 'T', body: 'B', scheduled: true })).toEqual({ date: 'Datum wird benötigt' });
    expect(messages({ title: 'T', body: 'B', scheduled: true, date: '2020-01-01', time: '08:00' })).toEqual({
      date: 'Der Zeitpunkt darf nicht in der Vergangenheit liegen.',
    });
  });

  it('sends a scheduled time as the instant on the school clock', () => {
    const values = { ...sendNotificationDefaults('7a', true), title: ' T ', body: 'B', scheduled: true, date: '2030-01-10', time: '07:30' };
    expect(toSendBody(values, 'anna')).toEqual({
      groupId: '7a',
      title: 'T',
      body: 'B',
      type: 'info',
      receivers: { tutors: false, students: false, guardians: true },
      showAdmin: true,
      studentUid: 'anna',
      scheduledAt: '2030-01-10T06:30:00.000Z',
    });
  });
});
