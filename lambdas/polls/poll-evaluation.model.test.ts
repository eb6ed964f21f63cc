import { describe, expect, it } from 'vitest';
import { blankPollQuestion, type Answers, type PollContent } from '../../shared/schemas/poll.schema.js';
import { pollItemOf } from '../../tests/fixtures/poll-items.js';
import { evaluationOf } from './poll-evaluation.model.js';
import type { ResponseItem } from './poll.model.js';

const contentWith = (anonymous: boolean): PollContent => ({
  label: 'Klassenfahrt',
  description: '',
  anonymous,
  dueDate: '2026-11-30',
  sections: [
    {
      id: 's1',
      label: 'Fahrt',
      description: '',
      questions: [
        blankPollQuestion({ id: 'kopf', type: 'title', label: 'Überschrift' }),
        blankPollQuestion({ id: 'dabei', type: 'checkbox', label: 'Dabei' }),
        blankPollQuestion({
          id: 'ziel',
          type: 'options',
          label: 'Ziel',
          multiple: true,
          options: [
            { id: 'berlin', label: 'Berlin', availability: 0 },
            { id: 'hamburg', label: 'Hamburg', availability: 0 },
          ],
        }),
        blankPollQuestion({ id: 'wunsch', type: 'text', label: 'Wunsch' }),
        blankPollQuestion({ id: 'geheim', type: 'text', label: 'Geheim', anonymous: true }),
      ],
    },
  ],
});
const item = (anonymous = false) => pollItemOf(contentWith(anonymous));
const response = (
  role: ResponseItem['role'],
  authorName: string,
  answers: Answers,
  groupName?: string,
  childName?: string,
): ResponseItem => ({
  schoolId: 'lindenhof',
  pollId: 'p1',
  responderKey: authorName,
  authorUid: authorName,
  role,
  authorName,
  ...(groupName && { groupName }),
  ...(childName && { childName }),
  createdAt: `2026-11-2${String(authorName.length)}T08:00:00.000Z`,
  updatedAt: '2026-11-25T08:00:00.000Z',
  rev: 1,
  answers: JSON.stringify(answers),
});
const responses = [
  response('student', 'Anna', { dabei: true, ziel: ['berlin', 'hamburg'], wunsch: 'Zug', geheim: 'Nichts' }, '7a'),
  response('guardian', 'Frau Weber', { dabei: false, ziel: ['berlin'], wunsch: '' }, '7a', 'Anna'),
  response('tutor', 'Herr Müller', { ziel: [] }, 'Lehrerzimmer'),
];
const question = (evaluation: ReturnType<typeof evaluationOf>, id: string) => evaluation.questions.find((entry) => entry.id === id);

describe('evaluationOf', () => {
  it('evaluates every question but titles and counts all responses', () => {
    const evaluation = evaluationOf(item(), responses);
    expect(evaluation).toMatchObject({ id: 'p1', label: 'Klassenfahrt', anonymous: false, responseCount: 3 });
    expect(evaluation.questions.map((entry) => entry.id)).toEqual(['dabei', 'ziel', 'wunsch', 'geheim']);
  });

  it("counts a checkbox as 'Ja' only when ticked, everything else (unticked, unanswered) as 'Nein'", () => {
    expect(question(evaluationOf(item(), responses), 'dabei')?.counts).toEqual([
      { id: 'yes', label: 'Ja', count: 1 },
      { id: 'no', label: 'Nein', count: 2 },
    ]);
  });

  it('counts each option of a multiple choice once per response that chose it', () => {
    expect(question(evaluationOf(item(), responses), 'ziel')?.counts).toEqual([
      { id: 'berlin', label: 'Berlin', count: 2 },
      { id: 'hamburg', label: 'Hamburg', count: 1 },
    ]);
  });

  it('lists the free texts given with S, E or L, the class and a guardian’s child, never a tutor’s group, and leaves out empty texts', () => {
    expect(question(evaluationOf(item(), responses), 'wunsch')?.texts).toEqual([
      { author: { role: 'S', name: 'Anna', child: null, group: '7a' }, text: 'Zug' },
    ]);
    const authors = evaluationOf(item(), responses).responses.map((entry) => entry.author);
    expect(authors).toEqual([
      { role: 'S', name: 'Anna', child: null, group: '7a' },
      { role: 'E', name: 'Frau Weber', child: 'Anna', group: '7a' },
      { role: 'L', name: 'Herr Müller', child: null, group: null },
    ]);
  });

  it('hides the authors of an anonymous question’s texts and keeps its answers out of the response rows', () => {
    const evaluation = evaluationOf(item(), responses);
    expect(question(evaluation, 'geheim')?.texts).toEqual([
      { author: { role: null, name: null, child: null, group: null }, text: 'Nichts' },
    ]);
    expect(evaluation.responses[0]?.answers).toEqual({ dabei: true, ziel: ['berlin', 'hamburg'], wunsch: 'Zug' });
  });

  it('hides every author of an anonymous poll, in the texts and the rows', () => {
    const evaluation = evaluationOf(item(true), responses);
    const unknown = { role: null, name: null, child: null, group: null };
    expect(question(evaluation, 'wunsch')?.texts).toEqual([{ author: unknown, text: 'Zug' }]);
    expect(evaluation.responses.every((entry) => JSON.stringify(entry.author) === JSON.stringify(unknown))).toBe(true);
  });

  it('evaluates a poll without responses to zero counts', () => {
    const evaluation = evaluationOf(item(), []);
    expect(evaluation.responseCount).toBe(0);
    expect(question(evaluation, 'dabei')?.counts.map((count) => count.count)).toEqual([0, 0]);
    expect(evaluation.responses).toEqual([]);
  });
});
