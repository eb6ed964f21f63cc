import type { PollQuestion } from '@shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { placesLeft } from './answer-messages.model.js';

const t = pollTexts.answer;

type ChoiceOption = PollQuestion['options'][number];

/** The class of a booked-out option: greyed out (polls.css), besides '(ausgebucht)' and being disabled. */
export const FULL_OPTION = 'poll-option--full';

/** How a choice's options show to the reader: the label with the places left, and whether the option is full. */
export interface ChoiceOptions {
  label: (option: ChoiceOption) => string;
  /** A full limited option; one the reader holds already stays theirs. */
  full: (option: ChoiceOption) => boolean;
}

export const choiceOptions = (question: PollQuestion, taken: Record<string, number>, mine: ReadonlySet<string>): ChoiceOptions => ({
  label: (option) => {
    if (!question.limitedAvailability) return option.label;
    const left = placesLeft(option.availability, taken[option.id]);
    if (left > 0) return `${option.label} (${t.places(left)})`;
    // The last place is the reader's own: theirs, not 'noch 0 Plätze frei'.
    return `${option.label} (${mine.has(option.id) ? t.ownPlace : t.fullLabel})`;
  },
  full: (option) => question.limitedAvailability && !mine.has(option.id) && placesLeft(option.availability, taken[option.id]) === 0,
});

/** What a field of a choice gets: the question, its label, the chosen option ids and how its options show. */
export interface ChoiceFieldProps {
  question: PollQuestion;
  label: string;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  error?: string;
  disabled: boolean;
  options: ChoiceOptions;
}
