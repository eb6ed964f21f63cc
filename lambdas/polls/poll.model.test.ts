import { describe, expect, it } from 'vitest';
import { blankPollQuestion, type PollContent } from '../../shared/schemas/poll.schema.js';
import { appErrorOf } from '../../tests/fixtures/app-error.js';
import { pollItemOf } from '../../tests/fixtures/poll-items.js';
import type { Caller } from '../_lib/caller.js';
import {
  checkContent,
  contentOf,
  pollOf,
  POLL_CONTENT_MAX_CHARS,
  readablePoll,
  responderKeyOf,
  schoolOf,
  storedContent,
  summaryOf,
  type PollItem,
  type ResponseItem,
} from './poll.model.js';

const content: PollContent = {
  label: 'Wandertag',
  description: 'Wohin?',
  anonymous: false,
  dueDate: '2026-11-30',
  sections: [
    {
      id: 's1',
      label: 'Ziel',
      description: '',
      questions: [
        blankPollQuestion({
          id: 'ziel',
          type: 'options',
          label: 'Ziel',
          options: [
            { id: 'zoo', label: 'Zoo', availability: 0 },
            { id: 'wald', label: 'Wald', availability: 0 },
          ],
        }),
      ],
    },
  ],
};
const item = (overrides: Partial<PollItem> = {}) => pollItemOf(content, { published: false, ...overrides });
const caller = (role: Caller['role'], subject: Caller['subject'] = null) =>
  ({ uid: role === 'guardian' ? 'g-1' : 't-1', schoolId: 'lindenhof', role, subject }) as Caller;

describe('whose poll and answer', () => {
  it('finds a guardian’s polls in the active child’s school and keys the answer per child', () => {
    const guardian = caller('guardian', { uid: 's-1', schoolId: 'birkenweg', role: 'student' });
    expect(schoolOf(guardian)).toBe('birkenweg');
    expect(responderKeyOf(guardian)).toBe('g-1:s-1');
  });

  it('keeps everyone else in their own school under their own uid', () => {
    expect(schoolOf(caller('tutor'))).toBe('lindenhof');
    expect(responderKeyOf(caller('tutor'))).toBe('t-1');
  });

  it('refuses a guardian without a child', () => {
    expect(appErrorOf(() => schoolOf(caller('guardian'))).code).toBe('student-not-found');
    expect(appErrorOf(() => responderKeyOf(caller('guardian'))).code).toBe('student-not-found');
  });
});

describe('stored content', () => {
  it('stores label and due date as attributes and the rest as JSON, and reads it back the same', () => {
    const stored = storedContent(content);
    expect(stored.label).toBe('Wandertag');
    expect(stored.dueDate).toBe('2026-11-30');
    expect(JSON.parse(stored.content)).not.toHaveProperty('label');
    expect(contentOf(item())).toEqual(content);
  });

  it('leaves out a missing due date and reads it back as null', () => {
    const stored = storedContent({ ...content, dueDate: null });
    expect(stored).not.toHaveProperty('dueDate');
    expect(contentOf(item({ dueDate: undefined })).dueDate).toBeNull();
  });

  it('refuses content whose JSON would not fit the item', () => {
    const large = { ...content, description: 'x'.repeat(POLL_CONTENT_MAX_CHARS) };
    expect(appErrorOf(() => storedContent(large))).toMatchObject({ code: 'validation-failed', fields: { sections: 'too_large' } });
  });

  it('refuses content that breaks a builder rule with the rule’s field codes', () => {
    expect(() => checkContent(content)).not.toThrow();
    const duplicated = { ...content, sections: [...content.sections, ...content.sections] };
    expect(appErrorOf(() => checkContent(duplicated)).code).toBe('validation-failed');
    expect(
      appErrorOf(() => checkContent({ ...content, dueDate: null }, { publishing: true, kind: 'poll', today: '2026-11-24' })).fields,
    ).toEqual(expect.objectContaining({ dueDate: expect.any(String) as string }));
  });
});

describe('summaryOf and pollOf', () => {
  it('states draft, open and expired by the due date against today', () => {
    expect(summaryOf(item(), '2026-11-24').state).toBe('draft');
    expect(summaryOf(item({ published: true }), '2026-11-30').state).toBe('open');
    expect(summaryOf(item({ published: true }), '2026-12-01').state).toBe('expired');
    expect(summaryOf(item({ dueDate: undefined }), '2026-12-01').dueDate).toBeNull();
  });

  it('gives the poll page the content, the places taken and the caller’s answers', () => {
    const response = { answers: JSON.stringify({ ziel: ['zoo'] }) } as ResponseItem;
    const poll = pollOf(item({ published: true }), false, { zoo: 3 }, response);
    expect(poll).toMatchObject({ id: 'p1', content, own: false, taken: { zoo: 3 }, myAnswers: { ziel: ['zoo'] } });
    expect(pollOf(item(), true, {}, null).myAnswers).toBeNull();
  });
});

describe('readablePoll', () => {
  it('lets the author read a draft or template of their own school, as their own', () => {
    expect(readablePoll(item(), { uid: 't-1', schoolId: 'lindenhof' }).own).toBe(true);
    expect(readablePoll(item({ kind: 'template' }), { uid: 't-1', schoolId: 'lindenhof' }).own).toBe(true);
  });

  it('lets anyone read a published poll, not as their own', () => {
    expect(readablePoll(item({ published: true }), { uid: 's-1', schoolId: 'lindenhof' }).own).toBe(false);
    expect(readablePoll(item({ published: true }), { uid: 't-1', schoolId: 'birkenweg' }).own).toBe(false);
  });

  it('hides another’s draft or template, and a missing poll, as not found', () => {
    expect(appErrorOf(() => readablePoll(item(), { uid: 's-1', schoolId: 'lindenhof' })).code).toBe('not-found');
    expect(appErrorOf(() => readablePoll(item({ kind: 'template', published: true }), { uid: 's-1', schoolId: 'lindenhof' })).code).toBe(
      'not-found',
    );
    expect(appErrorOf(() => readablePoll(item(), { uid: 't-1', schoolId: 'birkenweg' })).code).toBe('not-found');
    expect(appErrorOf(() => readablePoll(null, { uid: 't-1', schoolId: 'lindenhof' })).code).toBe('not-found');
  });
});
