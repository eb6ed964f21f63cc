import { describe, expect, it } from 'vitest';
import type { PollContent } from '../../../../shared/schemas/poll.schema.js';
import { answerMessages } from './answer-messages.js';

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
