import { describe, expect, it } from 'vitest';
import {
  answerIssues,
  availabilityOf,
  canChooseMultiple,
  cappedMax,
  cappedMin,
  optionsLeft,
  pollContentIssues,
  pollStateOf,
  pollTabOf,
  sameAnswers,
} from './poll-rules.js';
import { blankPollQuestion, POLL_LIMITS, type PollContent, type PollQuestion } from './schemas/poll.schema.js';

const question = (overrides: Partial<PollQuestion> = {}): PollQuestion =>
  blankPollQuestion({
    id: 'q1',
    type: 'options',
    label: 'Frage',
    options: [
      { id: 'a', label: 'A', availability: 1 },
      { id: 'b', label: 'B', availability: 1 },
      { id: 'c', label: 'C', availability: 1 },
    ],
    ...overrides,
  });
const content = (...questions: PollQuestion[]): PollContent => ({
  label: 'Umfrage',
  description: '',
  anonymous: false,
  dueDate: null,
  sections: [{ id: 's1', label: 'Abschnitt', description: '', questions }],
});

describe('builder rules (§5)', () => {
  it('caps max by the option count and min by max; 0 means no restriction', () => {
    expect(cappedMax(5, 3)).toBe(3);
    expect(cappedMax(-1, 3)).toBe(0);
    expect(cappedMin(4, 2)).toBe(2);
    expect(cappedMin(4, 0)).toBe(4);
  });
  it('leaves room for options up to the maximum of a question, never below 0', () => {
    expect(optionsLeft(0)).toBe(POLL_LIMITS.optionsPerQuestion);
    expect(optionsLeft(98)).toBe(2);
    expect(optionsLeft(POLL_LIMITS.optionsPerQuestion)).toBe(0);
    expect(optionsLeft(POLL_LIMITS.optionsPerQuestion + 3)).toBe(0);
  });
  it('allows multiple selection only from 2 options on', () => {
    expect(canChooseMultiple({ options: question().options.slice(0, 1) })).toBe(false);
    expect(canChooseMultiple({ options: question().options })).toBe(true);
    expect(pollContentIssues(content(question({ multiple: true, options: question().options.slice(0, 1) })))).toEqual({
      'sections.0.questions.0.multiple': 'too_few_options',
    });
  });
  it('falls back to 1 place for an empty or negative availability, keeps 0', () => {
    expect(availabilityOf('')).toBe(1);
    expect(availabilityOf(-3)).toBe(1);
    expect(availabilityOf(undefined)).toBe(1);
    expect(availabilityOf('2.5')).toBe(1);
    expect(availabilityOf(0)).toBe(0);
    expect(availabilityOf('7')).toBe(7);
  });
  it('refuses max above the options, min above max, choices without options, formats outside text', () => {
    expect(pollContentIssues(content(question({ multiple: true, max: 4 })))).toEqual({ 'sections.0.questions.0.max': 'above_options' });
    expect(pollContentIssues(content(question({ multiple: true, min: 3, max: 2 })))).toEqual({ 'sections.0.questions.0.min': 'above_max' });
    expect(pollContentIssues(content(question({ options: [] })))).toEqual({ 'sections.0.questions.0.options': 'required' });
    expect(pollContentIssues(content(question({ format: 'number' })))).toEqual({ 'sections.0.questions.0.format': 'not_allowed' });
    expect(pollContentIssues(content(question({ type: 'text', limitedAvailability: true, options: [] })))).toEqual({
      'sections.0.questions.0.limitedAvailability': 'not_allowed',
    });
  });
  it('refuses duplicate ids anywhere in the poll', () => {
    expect(pollContentIssues(content(question(), question({ id: 'q1', options: [], type: 'text' })))).toEqual({
      'sections.0.questions.1.id': 'duplicate',
    });
  });
  it('keeps the limited options within one transaction', () => {
    const options = Array.from({ length: 100 }, (_, index) => ({
      id: `o${String(index)}`,
      label: `Option ${String(index + 1)}`,
      availability: 1,
    }));
    expect(pollContentIssues(content(question({ limitedAvailability: true, options })))).toEqual({ sections: 'too_many_limited_options' });
  });
  it('needs a due date only when publishing, and never publishes a template', () => {
    expect(pollContentIssues(content(question()))).toEqual({});
    expect(pollContentIssues(content(question()), { publishing: true })).toEqual({ dueDate: 'required' });
    expect(pollContentIssues({ ...content(question()), dueDate: '2026-12-01' }, { publishing: true, kind: 'template' })).toEqual({
      published: 'template',
    });
  });
  it('refuses to publish a poll whose due date lies before today; a draft keeps it', () => {
    const past = { ...content(question()), dueDate: '2026-11-24' };
    expect(pollContentIssues(past, { publishing: true, today: '2026-11-25' })).toEqual({ dueDate: 'past' });
    expect(pollContentIssues({ ...past, dueDate: '2026-11-25' }, { publishing: true, today: '2026-11-25' })).toEqual({});
    expect(pollContentIssues(past, { today: '2026-11-25' })).toEqual({});
  });
});

describe('repeated answers', () => {
  it('are the same whatever the order of questions and chosen options; any other value is a change', () => {
    expect(sameAnswers({ q1: ['a', 'b'], note: 'x', ok: true }, { ok: true, note: 'x', q1: ['b', 'a'] })).toBe(true);
    expect(sameAnswers({ q1: ['a'] }, { q1: ['b'] })).toBe(false);
    expect(sameAnswers({ q1: ['a'] }, { q1: ['a'], note: '' })).toBe(false);
    expect(sameAnswers({ ok: true }, { ok: false })).toBe(false);
  });
});

describe('publish state machine (§4)', () => {
  const today = '2026-11-25';
  it('is a draft until published, then open through the due date, then expired', () => {
    expect(pollStateOf({ published: false, dueDate: '2026-11-20' }, today)).toBe('draft');
    expect(pollStateOf({ published: true, dueDate: today }, today)).toBe('open');
    expect(pollStateOf({ published: true, dueDate: null }, today)).toBe('open');
    expect(pollStateOf({ published: true, dueDate: '2026-11-24' }, today)).toBe('expired');
  });
  it('sorts into the tabs: own (due today or later, or none), archive (published and past), templates', () => {
    expect(pollTabOf({ kind: 'poll', published: false, dueDate: null }, today)).toBe('own');
    expect(pollTabOf({ kind: 'poll', published: true, dueDate: today }, today)).toBe('own');
    expect(pollTabOf({ kind: 'poll', published: true, dueDate: '2026-11-24' }, today)).toBe('archive');
    expect(pollTabOf({ kind: 'poll', published: false, dueDate: '2026-11-24' }, today)).toBe('own');
    expect(pollTabOf({ kind: 'template', published: false, dueDate: null }, today)).toBe('templates');
  });
});

describe('answer rules (§5)', () => {
  it('needs required answers and knows only the poll questions and options', () => {
    const poll = content(question({ required: true }), question({ id: 'q2', type: 'checkbox', required: true, options: [] }));
    expect(answerIssues(poll, {})).toEqual({ q1: 'required', q2: 'required' });
    expect(answerIssues(poll, { q1: ['x'], q2: true, q9: 'a' })).toEqual({ q1: 'unknown_option', q9: 'unknown_question' });
    expect(answerIssues(poll, { q1: ['a'], q2: true })).toEqual({});
  });
  it('checks min and max of a multiple selection, and a single choice', () => {
    const poll = content(question({ multiple: true, min: 2, max: 2 }));
    expect(answerIssues(poll, { q1: ['a'] })).toEqual({ q1: 'min' });
    expect(answerIssues(poll, { q1: ['a', 'b', 'c'] })).toEqual({ q1: 'max' });
    expect(answerIssues(poll, { q1: ['a', 'a'] })).toEqual({ q1: 'duplicate' });
    expect(answerIssues(content(question()), { q1: ['a', 'b'] })).toEqual({ q1: 'max' });
  });
  it('checks the text formats: digits only for numbers', () => {
    const text = (format: PollQuestion['format']) => content(question({ type: 'text', format, options: [] }));
    expect(answerIssues(text('number'), { q1: '12a' })).toEqual({ q1: 'number' });
    expect(answerIssues(text('number'), { q1: '-1' })).toEqual({ q1: 'number' });
    expect(answerIssues(text('number'), { q1: '42' })).toEqual({});
    expect(answerIssues(text('time'), { q1: '25:00' })).toEqual({ q1: 'time' });
    expect(answerIssues(text('date'), { q1: '2026-11-25' })).toEqual({});
    expect(answerIssues(text('datetime'), { q1: '2026-11-25T08:30' })).toEqual({});
    expect(answerIssues(text('none'), { q1: true })).toEqual({ q1: 'type' });
  });
  it('takes no answer for a title', () => {
    expect(answerIssues(content(question({ type: 'title', options: [] })), { q1: 'x' })).toEqual({ q1: 'unknown_question' });
  });
});
