import { describe, expect, it } from 'vitest';
import {
  choosableCount,
  editRefusal,
  gradeOfClass,
  isOfferShown,
  isOptionShown,
  slotFor,
  subscribeRefusal,
  unsubscribeRefusal,
  usesPriority,
} from './course-rules.model.js';

const now = new Date('2026-11-25T10:00:00Z');
const offer = {
  approved: true,
  hideOnRegistration: false,
  deadline: '2026-11-30T18:00:00Z',
  grades: [7, 8],
  multipleRegistrationOptions: true,
  maxOptions: 3,
  usePriority: true,
};
const option = { id: 'o1', grades: [], groupIds: [], groupsize: 2, taken: 0 };
const student = { grade: 7, groupIds: ['7a'] };
const base = { offer, optionCount: 4, option, student, mine: [], priority: 1 as number | undefined, now };

describe('course registration rules (spec part 2 §5)', () => {
  it('reads the class grade from the class name', () => {
    expect(gradeOfClass('7a')).toBe(7);
    expect(gradeOfClass('10 b')).toBe(10);
    expect(gradeOfClass('Q1')).toBeNull();
    expect(gradeOfClass(undefined)).toBeNull();
  });

  it('shows offers only if approved, not hidden and for the student’s grade', () => {
    expect(isOfferShown(offer, student)).toBe(true);
    expect(isOfferShown({ ...offer, approved: false }, student)).toBe(false);
    expect(isOfferShown({ ...offer, hideOnRegistration: true }, student)).toBe(false);
    expect(isOfferShown(offer, { grade: 9, groupIds: [] })).toBe(false);
    expect(isOfferShown(offer, { grade: null, groupIds: [] })).toBe(false);
  });

  it('shows options by the group flag, or without groups by grade', () => {
    expect(isOptionShown({ grades: [], groupIds: [] }, student)).toBe(true);
    expect(isOptionShown({ grades: [8], groupIds: [] }, student)).toBe(false);
    expect(isOptionShown({ grades: [7], groupIds: [] }, student)).toBe(true);
    expect(isOptionShown({ grades: [8], groupIds: ['7a'] }, student)).toBe(true);
    expect(isOptionShown({ grades: [7], groupIds: ['9b'] }, student)).toBe(false);
  });

  it('caps the choosable options by the option count; one if multiple is off; priorities only above one', () => {
    expect(choosableCount(offer, 4)).toBe(3);
    expect(choosableCount(offer, 2)).toBe(2);
    expect(choosableCount({ ...offer, multipleRegistrationOptions: false }, 4)).toBe(1);
    expect(usesPriority(offer, 4)).toBe(true);
    expect(usesPriority({ ...offer, maxOptions: 1 }, 4)).toBe(false);
    expect(usesPriority({ ...offer, multipleRegistrationOptions: false }, 4)).toBe(false);
  });

  it('accepts a valid subscription', () => {
    expect(subscribeRefusal(base)).toBeNull();
  });

  it('refuses unapproved or hidden offers as not found, and after the deadline', () => {
    expect(subscribeRefusal({ ...base, offer: { ...offer, approved: false } })).toBe('not-found');
    expect(subscribeRefusal({ ...base, offer: { ...offer, hideOnRegistration: true } })).toBe('not-found');
    expect(subscribeRefusal({ ...base, now: new Date('2026-11-30T18:00:00Z') })).toBe('course-closed');
  });

  it('refuses another grade: offer or option', () => {
    expect(subscribeRefusal({ ...base, student: { grade: 9, groupIds: [] } })).toBe('course-wrong-grade');
    expect(subscribeRefusal({ ...base, option: { ...option, grades: [8] } })).toBe('course-wrong-grade');
    expect(subscribeRefusal({ ...base, option: { ...option, groupIds: ['9b'] } })).toBe('not-found');
  });

  it('refuses an option twice, beyond maxOptions and a taken or out-of-range priority', () => {
    expect(subscribeRefusal({ ...base, mine: [{ optionId: 'o1', priority: 2 }] })).toBe('course-already-subscribed');
    const three = [
      { optionId: 'o2', priority: 1 },
      { optionId: 'o3', priority: 2 },
      { optionId: 'o4', priority: 3 },
    ];
    expect(subscribeRefusal({ ...base, mine: three })).toBe('course-max-options');
    expect(subscribeRefusal({ ...base, mine: [{ optionId: 'o2', priority: 1 }] })).toBe('course-priority-taken');
    expect(subscribeRefusal({ ...base, priority: undefined })).toBe('course-priority-invalid');
    expect(subscribeRefusal({ ...base, priority: 4 })).toBe('course-priority-invalid');
  });

  it('without priorities: no priority, and no place beyond groupsize', () => {
    const plain = { ...offer, usePriority: false };
    expect(subscribeRefusal({ ...base, offer: plain, priority: undefined })).toBeNull();
    expect(subscribeRefusal({ ...base, offer: plain, priority: 1 })).toBe('course-priority-invalid');
    expect(subscribeRefusal({ ...base, offer: plain, priority: undefined, option: { ...option, taken: 2 } })).toBe('course-option-full');
  });

  it('takes the priority as slot, else the lowest free one', () => {
    expect(slotFor(2, [], 3)).toBe(2);
    expect(slotFor(undefined, [{ slot: 1 }, { slot: 3 }], 3)).toBe(2);
    expect(slotFor(undefined, [{ slot: 1 }], 1)).toBeNull();
  });

  it('allows unsubscribing until the deadline', () => {
    expect(unsubscribeRefusal(offer, now)).toBeNull();
    expect(unsubscribeRefusal(offer, new Date('2026-12-01T00:00:00Z'))).toBe('course-closed');
  });
});

describe('editing an offer: safe limits', () => {
  const stored = { deadline: offer.deadline, grades: [7, 8], multipleRegistrationOptions: true, maxOptions: 3, usePriority: true };
  const storedOption = (id: string, registrations = 0, taken = 0) => ({
    id,
    groupsize: 10,
    taken,
    registrations,
    grades: [],
    groupIds: [],
  });
  const edit = (overrides: Partial<Parameters<typeof editRefusal>[0]> = {}) =>
    editRefusal({
      offer: { ...stored, allocationState: 'open' },
      options: [storedOption('o1', 2), storedOption('o2')],
      next: stored,
      nextOptions: [
        { id: 'o1', groupsize: 10, grades: [], groupIds: [] },
        { id: 'o2', groupsize: 10, grades: [], groupIds: [] },
      ],
      ...overrides,
    });

  it('allows every field before registrations exist, and adding options', () => {
    expect(edit()).toBeNull();
    expect(
      edit({
        options: [storedOption('o1'), storedOption('o2')],
        next: { ...stored, usePriority: false, maxOptions: 1, multipleRegistrationOptions: false, grades: [5] },
        nextOptions: [
          { id: 'o1', groupsize: 3, grades: [5], groupIds: [] },
          { groupsize: 4, grades: [], groupIds: [] },
        ],
      }),
    ).toBeNull();
  });

  it('refuses unknown option ids', () => {
    expect(edit({ nextOptions: [{ id: 'o9', groupsize: 10, grades: [], groupIds: [] }] })).toBe('not-found');
  });

  it('keeps the registration mode once students registered', () => {
    expect(edit({ next: { ...stored, maxOptions: 2 } })).toBe('course-offer-has-registrations');
    expect(edit({ next: { ...stored, usePriority: false } })).toBe('course-offer-has-registrations');
    expect(edit({ next: { ...stored, deadline: '2026-12-24T18:00:00Z', grades: [7] } })).toBeNull();
  });

  it('removes only options without registrations', () => {
    expect(edit({ nextOptions: [{ id: 'o1', groupsize: 10, grades: [], groupIds: [] }] })).toBeNull();
    expect(edit({ nextOptions: [{ id: 'o2', groupsize: 10, grades: [], groupIds: [] }] })).toBe('course-option-has-registrations');
  });

  it('never lowers places below the places taken', () => {
    const options = [storedOption('o1', 6, 6)];
    expect(edit({ options, nextOptions: [{ id: 'o1', groupsize: 6, grades: [], groupIds: [] }] })).toBeNull();
    expect(edit({ options, nextOptions: [{ id: 'o1', groupsize: 5, grades: [], groupIds: [] }] })).toBe('course-groupsize-below-taken');
  });

  it('after the allocation changes only description, dates and look', () => {
    const allocated = { offer: { ...stored, allocationState: 'allocated' as const } };
    expect(edit(allocated)).toBeNull();
    expect(edit({ ...allocated, next: { ...stored, deadline: '2026-12-24T18:00:00Z' } })).toBe('course-offer-allocated');
    expect(edit({ ...allocated, next: { ...stored, grades: [7] } })).toBe('course-offer-allocated');
    expect(
      edit({
        ...allocated,
        nextOptions: [
          { id: 'o1', groupsize: 11, grades: [], groupIds: [] },
          { id: 'o2', groupsize: 10, grades: [], groupIds: [] },
        ],
      }),
    ).toBe('course-offer-allocated');
  });
});
