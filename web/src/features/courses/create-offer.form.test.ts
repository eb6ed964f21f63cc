import { describe, expect, it } from 'vitest';
import type { CourseOffer } from '../../../../shared/schemas/course.schema.js';
import { offerToForm, toUpdateBody } from './create-offer.form.js';

const option = (id: string, displayName: string, extra: Partial<CourseOffer['options'][number]> = {}) => ({
  id,
  displayName,
  notice: '',
  grades: [],
  groupIds: [],
  groupsize: 10,
  taken: 0,
  dates: [{ weekday: 0, starttime: '14:00', endtime: '15:00' }],
  groupId: `kurs-${id}`,
  ...extra,
});
const offer: CourseOffer = {
  id: 'offer',
  kind: 'courseGroup',
  displayName: 'AGs',
  subtitle: 'Nachmittag',
  start: '2027-02-01',
  end: '2027-07-16',
  deadline: '2027-01-15T17:00:42.000Z',
  grades: [5, 6],
  groupsize: 10,
  description: 'Text',
  registrationDescription: '',
  bring: '',
  includeVacations: false,
  color: '#8e24aa',
  approved: true,
  hideOnRegistration: false,
  multipleRegistrationOptions: true,
  maxOptions: 2,
  usePriority: true,
  dates: [{ weekday: 0, starttime: '14:00', endtime: '15:00' }],
  owner: { uid: 'u', displayName: 'Herr Müller' },
  allocationState: 'open',
  options: [
    option('o1', 'Schach'),
    option('o2', 'Chor', { grades: [6], groupsize: 5 }),
    option('o3', 'Theater', { dates: [{ weekday: 3, starttime: '14:00', endtime: '15:30' }] }),
  ],
};

describe('offer edit form', () => {
  it('gives back every field unchanged', () => {
    const body = toUpdateBody(offerToForm(offer), offer);
    expect(body).toMatchObject({ displayName: 'AGs', grades: [5, 6], groupsize: 10, maxOptions: 2, usePriority: true, approved: true });
    // Seconds survive an untouched deadline (the input holds minutes only).
    expect(body.deadline).toBe(offer.deadline);
    expect(toUpdateBody({ ...offerToForm(offer), deadline: '2027-01-16T10:30' }, offer).deadline).toBe(
      new Date('2027-01-16T10:30').toISOString(),
    );
    expect(body.options).toEqual([
      { id: 'o1', displayName: 'Schach', notice: '', grades: [], groupIds: [] },
      { id: 'o2', displayName: 'Chor', notice: '', grades: [6], groupIds: [], groupsize: 5 },
      {
        id: 'o3',
        displayName: 'Theater',
        notice: '',
        grades: [],
        groupIds: [],
        dates: [{ weekday: 3, starttime: '14:00', endtime: '15:30' }],
      },
    ]);
  });

  it('keeps options by name, a renamed one by its place; new lines are new options, missing ones removed', () => {
    const ids = (lines: string) =>
      toUpdateBody({ ...offerToForm(offer), options: lines }, offer).options.map((item) => [item.id, item.displayName]);
    expect(ids('Schach AG\nChor')).toEqual([
      ['o1', 'Schach AG'],
      ['o2', 'Chor'],
    ]);
    expect(ids('Chor\nKunst\nTheater')).toEqual([
      ['o2', 'Chor'],
      [undefined, 'Kunst'],
      ['o3', 'Theater'],
    ]);
  });
});
