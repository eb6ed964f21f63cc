import { describe, expect, it } from 'vitest';
import { blankPollQuestion, type PollContent, type PollQuestion } from '../../shared/schemas/poll.schema.js';
import { appErrorOf } from '../../tests/fixtures/app-error.js';
import { pollItemOf } from '../../tests/fixtures/poll-items.js';
import { answerableContent, fullOptionsOf, placeChangesOf } from './poll-answer.model.js';
import type { PollItem } from './poll.model.js';

const limited = (id: string, optionIds: string[]): PollQuestion =>
  blankPollQuestion({
    id,
    type: 'options',
    label: id,
    multiple: true,
    limitedAvailability: true,
    options: optionIds.map((optionId) => ({ id: optionId, label: optionId, availability: 2 })),
  });
const content: PollContent = {
  label: 'Elternsprechtag',
  description: '',
  anonymous: false,
  dueDate: '2026-11-30',
  sections: [
    {
      id: 's1',
      label: 'Termine',
      description: '',
      questions: [
        limited('montag', ['m1', 'm2']),
        limited('dienstag', ['d1']),
        blankPollQuestion({
          id: 'farbe',
          type: 'options',
          label: 'Farbe',
          options: [{ id: 'rot', label: 'Rot', availability: 0 }],
        }),
        blankPollQuestion({ id: 'notiz', type: 'text', label: 'Notiz', required: true }),
      ],
    },
  ],
};
const item = (overrides: Partial<PollItem> = {}) => pollItemOf(content, overrides);
const answers = { montag: ['m1'], notiz: 'Gern' };

describe('answerableContent', () => {
  it('takes answers to a published poll through its due date', () => {
    expect(answerableContent(item(), 's-1', answers, '2026-11-30')).toEqual(content);
  });

  it('hides an unpublished poll or a template from others, and tells its author it is not published', () => {
    expect(appErrorOf(() => answerableContent(item({ published: false }), 's-1', answers, '2026-11-24')).code).toBe('not-found');
    expect(appErrorOf(() => answerableContent(item({ kind: 'template' }), 's-1', answers, '2026-11-24')).code).toBe('not-found');
    expect(appErrorOf(() => answerableContent(item({ published: false }), 't-1', answers, '2026-11-24')).code).toBe('poll-not-published');
    expect(appErrorOf(() => answerableContent(null, 't-1', answers, '2026-11-24')).code).toBe('not-found');
  });

  it('refuses answers after the due date, and answers that break the rules with their question ids', () => {
    expect(appErrorOf(() => answerableContent(item(), 's-1', answers, '2026-12-01')).code).toBe('poll-expired');
    expect(appErrorOf(() => answerableContent(item(), 's-1', { montag: ['m1'] }, '2026-11-24')).code).toBe('validation-failed');
    expect(appErrorOf(() => answerableContent(item(), 's-1', { montag: ['m1'], andere: 'x' }, '2026-11-24')).fields).toEqual({
      notiz: 'required',
      andere: 'unknown_question',
    });
  });
});

describe('placeChangesOf', () => {
  it('takes a place of every limited option a first answer chooses, none of unlimited ones', () => {
    const changes = placeChangesOf(content, null, { montag: ['m1', 'm2'], dienstag: ['d1'], farbe: ['rot'] });
    expect(changes.takes).toEqual(['m1', 'm2', 'd1']);
    expect(changes.releases).toEqual([]);
    expect([...changes.limited.keys()]).toEqual(['m1', 'm2', 'd1']);
  });

  it('takes only what a change adds and gives back what it drops; an unchanged choice moves nothing', () => {
    const changes = placeChangesOf(content, { montag: ['m1', 'm2'] }, { montag: ['m2'], dienstag: ['d1'] });
    expect(changes).toMatchObject({ takes: ['d1'], releases: ['m1'] });
    expect(placeChangesOf(content, { montag: ['m1'] }, { montag: ['m1'], notiz: 'Neu' })).toMatchObject({ takes: [], releases: [] });
  });
});

describe('fullOptionsOf', () => {
  const changes = placeChangesOf(content, { montag: ['m1'] }, { montag: ['m2'], dienstag: ['d1'] });

  it('names the full options by their question: the counters after the answer (index 0) whose condition failed', () => {
    expect(fullOptionsOf(changes, ['None', 'None', 'ConditionalCheckFailed', 'None'])).toEqual({ dienstag: 'd1' });
    expect(fullOptionsOf(changes, ['None', 'ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'])).toEqual({
      montag: 'm2',
      dienstag: 'd1',
    });
  });

  it('finds none when only the answer’s guard or a released counter failed, or the transaction conflicted', () => {
    expect(fullOptionsOf(changes, ['ConditionalCheckFailed', 'None', 'None', 'None'])).toEqual({});
    expect(fullOptionsOf(changes, ['None', 'None', 'None', 'ConditionalCheckFailed'])).toEqual({});
    expect(fullOptionsOf(changes, ['None', 'TransactionConflict', 'None', 'None'])).toEqual({});
  });
});
