import { answerIssues, isChoice, questionsOf } from '@shared/poll-rules.js';
import type { Answers, PollContent } from '@shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';

const t = pollTexts.answer;

/** §5 answer messages per question id: required, min/max of a multiple selection, digits only. */
export const answerMessages = (content: PollContent, answers: Answers): Record<string, string> => {
  const questions = new Map(questionsOf(content).map((question) => [question.id, question]));
  return Object.fromEntries(
    Object.entries(answerIssues(content, answers)).map(([id, issue]) => {
      const question = questions.get(id);
      const message =
        issue === 'required'
          ? t.required
          : issue === 'min'
            ? t.min(question?.min ?? 0)
            : issue === 'max'
              ? t.max(question?.multiple ? question.max : 1)
              : issue === 'number'
                ? t.number
                : t.format;
      return [id, message];
    }),
  );
};

/** Places left of a limited option (never below 0). */
export const placesLeft = (availability: number, taken: number | undefined) => Math.max(0, availability - (taken ?? 0));

/**
 * §4: the answers without the chosen limited options that are full by now (places taken by others
 * while the dialog was open); an option the caller holds already stays theirs. `cleared` says
 * whether a selection was removed.
 */
export const withoutFullOptions = (
  content: PollContent,
  answers: Answers,
  taken: Record<string, number>,
  mine: ReadonlySet<string>,
): { answers: Answers; cleared: boolean } => {
  let cleared = false;
  const kept = { ...answers };
  for (const question of questionsOf(content)) {
    const value = answers[question.id];
    if (!question.limitedAvailability || !isChoice(question) || !Array.isArray(value)) continue;
    const open = value.filter((id) => {
      const option = question.options.find((item) => item.id === id);
      return mine.has(id) || option === undefined || placesLeft(option.availability, taken[id]) > 0;
    });
    if (open.length < value.length) {
      kept[question.id] = open;
      cleared = true;
    }
  }
  return { answers: cleared ? kept : answers, cleared };
};
