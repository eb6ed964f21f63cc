import { describe, expect, it } from 'vitest';
import { blankPollQuestion } from '@shared/schemas/poll.schema.js';
import { choiceOptions } from './choice-options.model.js';

const slot = { id: 'o1', label: '14:00', availability: 1 };
const question = blankPollQuestion({ id: 'slot', type: 'options', label: 'Termin', limitedAvailability: true, options: [slot] });

describe('choiceOptions', () => {
  it('names the places left, a full option as booked out, and the last place as the reader’s own', () => {
    expect(choiceOptions(question, {}, new Set()).label(slot)).toBe('14:00 (noch 1 Platz frei)');
    const full = choiceOptions(question, { o1: 1 }, new Set());
    expect([full.label(slot), full.full(slot)]).toEqual(['14:00 (ausgebucht)', true]);
    const mine = choiceOptions(question, { o1: 1 }, new Set(['o1']));
    expect([mine.label(slot), mine.full(slot)]).toEqual(['14:00 (dein Platz)', false]);
  });
});
