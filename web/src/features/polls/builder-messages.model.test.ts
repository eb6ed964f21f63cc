import { describe, expect, it } from 'vitest';
import { POLL_LIMITS } from '@shared/schemas/poll.schema.js';
import { builderMessages, issueMessage } from './builder-messages.model.js';
import { newPollContent } from './poll-defaults.model.js';

const today = '2026-11-25';
const poll = { publishing: false, kind: 'poll', today } as const;

describe('builder messages at the fields', () => {
  it('names the due date when publishing: missing or past', () => {
    const content = newPollContent();
    expect(builderMessages(content, poll)).toEqual({});
    expect(builderMessages(content, { ...poll, publishing: true })).toEqual({ dueDate: 'Bitte ein Enddatum wählen.' });
    expect(builderMessages({ ...content, dueDate: '2026-11-24' }, { ...poll, publishing: true })).toEqual({
      dueDate: 'Das Enddatum darf nicht in der Vergangenheit liegen.',
    });
  });
  it('names the length rule of an over-long title, question or option', () => {
    const content = newPollContent();
    const section = content.sections[0];
    const question = section?.questions[0];
    if (!section || !question) throw new Error('new poll without question');
    const long = {
      ...content,
      label: 'x'.repeat(POLL_LIMITS.labelMax + 1),
      sections: [{ ...section, questions: [{ ...question, label: 'y'.repeat(POLL_LIMITS.questionLabelMax + 1) }] }],
    };
    expect(builderMessages(long, poll)).toEqual({
      label: 'Der Titel darf höchstens 200 Zeichen lang sein.',
      'sections.0.questions.0.label': 'Die Frage darf höchstens 50 Zeichen lang sein.',
    });
    expect(issueMessage('sections.0.questions.0.options.1.label', 'too_long', 200)).toBe(
      'Die Option darf höchstens 200 Zeichen lang sein.',
    );
  });
  it('words the API codes of the shared rules', () => {
    expect(issueMessage('sections.0.questions.0.options', 'required')).toBe('Bitte mindestens eine Option anlegen.');
    expect(issueMessage('label', 'required')).toBe('Angabe ist notwendig.');
    expect(issueMessage('sections', 'too_large')).toBe('Die Umfrage ist zu umfangreich. Bitte kürze sie.');
  });
});
