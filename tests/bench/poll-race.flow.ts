import { routes, buildPath } from '../../shared/routes/index.js';
import type { PollContent } from '../../shared/schemas/poll.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { createRacers } from '../fixtures/poll-racers.js';
import type { BenchContext, BenchFlow } from './flows.js';

const CAPACITY = 20;
const RACERS = 200;
const RESPONSES = 1000;
const EVALUATIONS = 50;

const content = (places: number): PollContent => ({
  label: 'Bench-Umfrage',
  description: '',
  anonymous: false,
  dueDate: addDays(berlinToday(), 7),
  sections: [
    {
      id: 's1',
      label: 'Termin',
      description: '',
      questions: [
        {
          id: 'slot',
          type: 'options',
          label: 'Termin',
          hint: '',
          required: true,
          multiple: false,
          min: 0,
          max: 0,
          format: 'none',
          anonymous: false,
          limitedAvailability: true,
          options: [
            { id: 'o1', label: 'A', availability: places },
            { id: 'o2', label: 'B', availability: places },
          ],
        },
        {
          id: 'note',
          type: 'text',
          label: 'Notiz',
          hint: '',
          required: false,
          multiple: false,
          min: 0,
          max: 0,
          format: 'none',
          anonymous: false,
          limitedAvailability: false,
          options: [],
        },
      ],
    },
  ],
});

interface Answer {
  status: number;
  code?: string;
  ms: number;
  ddbRequests: number;
}

const call = async (apiUrl: string, token: string, name: keyof typeof routes, params: Record<string, string>, body?: unknown) => {
  const definition = routes[name];
  const started = performance.now();
  const response = await fetch(`${apiUrl}${buildPath(definition.path, params)}`, {
    method: definition.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: definition.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const answer = (await response.json()) as { id?: string; error?: { code: string } };
  return {
    status: response.status,
    code: answer.error?.code,
    id: answer.id,
    ms: performance.now() - started,
    ddbRequests: Number(response.headers.get('x-ddb-requests') ?? Number.NaN),
  };
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
};

const publishedPoll = async ({ apiUrl, signIn }: BenchContext, places: number) => {
  const tutor = await signIn('lehrer.schmidt');
  const created = await call(apiUrl, tutor, 'createPoll', {}, { kind: 'poll', content: content(places) });
  if (!created.id) throw new Error(`createPoll: ${String(created.status)}`);
  const published = await call(apiUrl, tutor, 'publishPoll', { pollId: created.id });
  if (published.status !== 200) throw new Error(`publishPoll: ${String(published.status)}`);
  return { tutor, pollId: created.id };
};

/**
 * 200 simultaneous answers (200 fresh students) for one option with 20 places: exactly 20 taken,
 * 180 refused with 'poll-option-full', none overbooked (the counter read back afterwards).
 */
export const pollRaceFlow: BenchFlow = {
  name: 'poll race',
  run: async (context) => {
    const racers = await createRacers({ userPoolId: context.ids.userPoolId, signIn: context.signIn }, RACERS, Date.now().toString(36));
    const { tutor, pollId } = await publishedPoll(context, CAPACITY);
    const started = performance.now();
    const answers: Answer[] = await Promise.all(
      racers.map((token) => call(context.apiUrl, token, 'answerPoll', { pollId }, { answers: { slot: ['o1'] } })),
    );
    const seconds = Math.round(performance.now() - started) / 1000;
    const taken = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.code === 'poll-option-full').length;
    const poll = (await (
      await fetch(`${context.apiUrl}${buildPath(routes.getPoll.path, { pollId })}`, { headers: { authorization: `Bearer ${tutor}` } })
    ).json()) as { taken: Record<string, number> };
    const counted = poll.taken.o1 ?? 0;
    const overbooked = Math.max(0, counted - CAPACITY, taken - CAPACITY);
    if (taken !== CAPACITY || refused !== RACERS - CAPACITY || overbooked !== 0 || counted !== CAPACITY) {
      const codes = [...new Set(answers.map((answer) => answer.code ?? answer.status))].join(', ');
      throw new Error(`poll race: ${String(taken)} taken, ${String(refused)} refused, counter ${String(counted)} (${codes})`);
    }
    return {
      capacity: CAPACITY,
      answers: RACERS,
      taken,
      refused,
      overbooked,
      p50_ms: percentile(
        answers.map((answer) => answer.ms),
        50,
      ),
      p99_ms: percentile(
        answers.map((answer) => answer.ms),
        99,
      ),
      seconds,
    };
  },
};

/** The evaluation of a poll with 1,000 responses (written with the poll's own entity), read 50 times one after another. */
export const pollEvaluationFlow: BenchFlow = {
  name: 'poll evaluation (1,000 responses)',
  run: async (context) => {
    const { tutor, pollId } = await publishedPoll(context, 10_000);
    const { pollResponseEntity } = await import('../../lambdas/polls/poll.entity.js');
    const now = new Date().toISOString();
    await pollResponseEntity
      .put(
        Array.from({ length: RESPONSES }, (_, index) => ({
          schoolId: 'lindenhof',
          pollId,
          responderKey: `bench-${String(index)}`,
          authorUid: `bench-${String(index)}`,
          role: 'student' as const,
          authorName: `Bench ${String(index + 1)}`,
          groupName: '5a',
          createdAt: now,
          updatedAt: now,
          rev: 1,
          answers: JSON.stringify({ slot: [index % 2 === 0 ? 'o1' : 'o2'], note: `Anmerkung ${String(index + 1)}` }),
        })),
      )
      .go();
    const calls: Answer[] = [];
    for (let index = 0; index < EVALUATIONS; index += 1) calls.push(await call(context.apiUrl, tutor, 'getPollEvaluation', { pollId }));
    if (calls.some((answer) => answer.status !== 200)) throw new Error('poll evaluation failed');
    return {
      responses: RESPONSES,
      calls: EVALUATIONS,
      p50_ms: percentile(
        calls.map((answer) => answer.ms),
        50,
      ),
      p99_ms: percentile(
        calls.map((answer) => answer.ms),
        99,
      ),
      ddb_requests_per_call: Math.max(...calls.map((answer) => answer.ddbRequests)),
    };
  },
};
