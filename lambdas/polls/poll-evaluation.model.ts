import type { Answers } from '../../shared/schemas/poll.schema.js';
import { contentOf, type PollItem, type ResponseItem } from './poll.model.js';

const authorView = (response: ResponseItem, anonymous: boolean) =>
  anonymous
    ? { role: null, name: null, child: null, group: null }
    : {
        role: ({ student: 'S', guardian: 'E', tutor: 'L' } as const)[response.role],
        name: response.authorName,
        child: response.role === 'guardian' ? (response.childName ?? null) : null,
        group: response.role === 'tutor' ? null : (response.groupName ?? null),
      };

/**
 * The evaluation 'Auswertung': counts per option (checkbox: Ja / Nein), free texts with their authors ('Unbekannt'
 * when anonymous), and every response for the CSV export (an anonymous question's answers only in the counts).
 */
export const evaluationOf = (item: PollItem, data: ResponseItem[]) => {
  const content = contentOf(item);
  const responses = data.map((response) => ({ response, answers: JSON.parse(response.answers) as Answers }));
  const questions = content.sections.flatMap((section) => section.questions).filter((question) => question.type !== 'title');
  const evaluated = questions.map((question) => {
    const values = responses.map(({ response, answers }) => ({ response, value: answers[question.id] }));
    const anonymous = content.anonymous || question.anonymous;
    const counts =
      question.type === 'checkbox'
        ? [
            { id: 'yes', label: 'Ja', count: values.filter(({ value }) => value === true).length },
            { id: 'no', label: 'Nein', count: values.filter(({ value }) => value !== true).length },
          ]
        : question.options.map((option) => ({
            id: option.id,
            label: option.label,
            count: values.filter(({ value }) => Array.isArray(value) && value.includes(option.id)).length,
          }));
    const texts =
      question.type === 'text'
        ? values.flatMap(({ response, value }) =>
            typeof value === 'string' && value !== '' ? [{ author: authorView(response, anonymous), text: value }] : [],
          )
        : [];
    return { id: question.id, label: question.label, type: question.type, counts, texts };
  });
  const anonymousQuestions = new Set(questions.filter((question) => question.anonymous).map((question) => question.id));
  return {
    id: item.pollId,
    label: item.label,
    anonymous: content.anonymous,
    responseCount: responses.length,
    questions: evaluated,
    responses: responses.map(({ response, answers }) => ({
      author: authorView(response, content.anonymous),
      createdAt: response.createdAt,
      answers: Object.fromEntries(Object.entries(answers).filter(([id]) => !anonymousQuestions.has(id))),
    })),
  };
};
