import { describe, expect, it } from 'vitest';
import type { PollContent } from '@shared/schemas/poll.schema.js';
import { answerMessages, withoutFullOptions } from './answer-messages.model.js';

const content: PollContent = {
  label: 'U',
  description: '',
  anonymous: false,
  dueDate: null,
  sections: [
    {
      id: 's',
      label: 'A',
      description: '',
      questions: [
        {
          id: 'n',
          type: 'text',
          label: 'Zahl',
          hint: '',
          required: true,
          multiple: false,
          min: 0,
          max: 0,
          format: 'number',
          anonymous: false,
          limitedAvailability: false,
          options: [],
        },
        {
          id: 'm',
          type: 'options',
          label: 'Mehrere',
          hint: '',
          required: false,
          multiple: true,
          min: 2,
          max: 2,
          format: 'none',
          anonymous: false,
          limitedAvailability: false,
          options: ['a', 'b', 'c'].map((id) => ({ id, label: id, availability: 1 })),
        },
      ],
    },
  ],
};

describe('answer messages (§5)', () => {
  it('gives the spec texts', () => {
    expect(answerMessages(content, { m: ['a'] })).toEqual({ n: 'Angabe wird benötigt.', m: 'Es werden min. 2 Optionen benötigt.' });
    expect(answerMessages(content, { n: '1a', m: ['a', 'b', 'c'] })).toEqual({
      n: 'Die Angabe darf nur Zahlen beinhalten.',
      m: 'Es dürfen max. 2 Optionen gewählt werden.',
    });
  });
});

describe('full options while answering (§4)', () => {
  const limited: PollContent = {
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({ ...question, limitedAvailability: question.id === 'm' })),
    })),
  };
  it('clears a chosen option whose places are gone, keeps the rest and a place the caller holds', () => {
    expect(withoutFullOptions(limited, { n: '1', m: ['a', 'b'] }, { a: 1 }, new Set())).toEqual({
      answers: { n: '1', m: ['b'] },
      cleared: true,
    });
    expect(withoutFullOptions(limited, { m: ['a', 'b'] }, { a: 1, b: 1 }, new Set(['a', 'b']))).toEqual({
      answers: { m: ['a', 'b'] },
      cleared: false,
    });
    expect(withoutFullOptions(content, { m: ['a'] }, { a: 1 }, new Set())).toEqual({ answers: { m: ['a'] }, cleared: false });
  });
});
