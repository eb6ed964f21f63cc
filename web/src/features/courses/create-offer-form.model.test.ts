import { describe, expect, it } from 'vitest';
import type { CourseOffer } from '@shared/schemas/course.schema.js';
import { germanResolver } from '../../lib/form-validation.js';
import { emptyOfferForm, emptyOption, offerFormSchema, offerToForm, toUpdateBody } from './create-offer-form.model.js';

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
  revision: 1,
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

  it('loads per-option places, grades, notice and dates and saves them; a new row is a new option, a removed one is gone', () => {
    const form = offerToForm(offer);
    expect(form.options.map((item) => [item.id, item.grades, item.groupsize, item.dates.length])).toEqual([
      ['o1', '', '', 0],
      ['o2', '6', '5', 0],
      ['o3', '', '', 1],
    ]);
    const [first, second] = form.options;
    if (!first || !second) throw new Error('two options expected');
    const edited = {
      ...form,
      dates: [...form.dates, { weekday: '2', starttime: '09:00', endtime: '10:00' }],
      options: [
        first,
        { ...second, notice: 'Nur mit Noten', grades: '6, 7', groupsize: '8' },
        {
          displayName: 'Kunst',
          notice: '',
          grades: '',
          groupIds: ['5a'],
          groupsize: '',
          dates: [{ weekday: '4', starttime: '', endtime: '' }],
        },
      ],
    };
    const body = toUpdateBody(edited, offer);
    expect(body.dates).toHaveLength(2);
    expect(body.options).toEqual([
      { id: 'o1', displayName: 'Schach', notice: '', grades: [], groupIds: [] },
      { id: 'o2', displayName: 'Chor', notice: 'Nur mit Noten', grades: [6, 7], groupIds: [], groupsize: 8 },
      { displayName: 'Kunst', notice: '', grades: [], groupIds: ['5a'] },
    ]);
  });

  it('refuses through the shared schema what the server would refuse, at the field that is wrong', () => {
    const form = offerToForm(offer);
    const [first] = form.options;
    if (!first) throw new Error('an option expected');
    const result = offerFormSchema(offer).safeParse({
      ...form,
      options: [{ ...first, groupsize: '0', dates: [{ weekday: '1', starttime: '15:00', endtime: '14:00' }] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['options.0.groupsize', 'options.0.dates.0.endtime']);
    expect(offerFormSchema().safeParse(emptyOfferForm('2027-01-04')).success).toBe(false);
    expect(
      offerFormSchema().safeParse({
        ...emptyOfferForm('2027-01-04'),
        displayName: 'AG',
        grades: '5',
        dates: [],
        options: [{ ...emptyOption(), displayName: 'AG' }],
      }).success,
    ).toBe(true);
  });

  it('names the limit of an over-long text and keeps the course rules’ own codes for their texts', async () => {
    const form = { ...emptyOfferForm('2027-01-04'), displayName: 'AG', grades: '5', options: [{ ...emptyOption(), displayName: 'AG' }] };
    const { errors } = await germanResolver(offerFormSchema())({ ...form, description: 'x'.repeat(4001), end: '2027-01-01' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.description?.message).toBe('Höchstens 4000 Zeichen.');
    expect(errors.end?.message).toBe('start_before_end');
  });
});
