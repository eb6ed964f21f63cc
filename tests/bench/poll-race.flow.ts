import { buildPath, routes } from '../../shared/routes/index.js';
import { DEFAULT_PIN_COLOR } from '../../shared/schemas/pin.schema.js';
import { berlinToday } from '../../shared/week.js';
import { createRacers } from '../fixtures/poll-racers.js';
import { samplePollContent } from '../fixtures/polls.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';
import { percentile, timedCall as call, type TimedAnswer } from './timed-call.js';

const CAPACITY = 20;
const RACERS = 200;
const RESPONSES = 1000;
const EVALUATIONS = 50;

const publishedPoll = async ({ apiUrl, signIn }: BenchContext, places: number) => {
  const tutor = await signIn('lehrer.schmidt');
  const created = await call(
    apiUrl,
    tutor,
    'createPoll',
    {},
    { kind: 'poll', content: samplePollContent({ label: 'Bench-Umfrage' }, places) },
  );
  if (!created.id) throw new Error(`createPoll: ${String(created.status)}`);
  const published = await call(apiUrl, tutor, 'publishPoll', { pollId: created.id });
  if (published.status !== 200) throw new Error(`publishPoll: ${String(published.status)}`);
  // A poll is answered by who sees it shared: here on a pin of 'Schulleben', the board every student sees.
  const today = berlinToday();
  const pin = await call(
    apiUrl,
    tutor,
    'createPin',
    {},
    {
      pinboardIds: ['schulleben'],
      start: today,
      end: today,
      title: 'Bench-Umfrage',
      content: 'Bitte wählt einen Termin.',
      color: DEFAULT_PIN_COLOR,
      pollIds: [created.id],
      attachmentIds: [],
      storageItemIds: [],
    },
  );
  if (pin.status !== 200) throw new Error(`createPin: ${String(pin.status)}`);
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
    const answers: TimedAnswer[] = await Promise.all(
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
        0.5,
      ),
      p99_ms: percentile(
        answers.map((answer) => answer.ms),
        0.99,
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
    const { pollResponseEntity } = await import('../../lambdas/polls/poll-response.entity.js');
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
    const calls: TimedAnswer[] = [];
    for (let index = 0; index < EVALUATIONS; index += 1) calls.push(await call(context.apiUrl, tutor, 'getPollEvaluation', { pollId }));
    if (calls.some((answer) => answer.status !== 200)) throw new Error('poll evaluation failed');
    return {
      responses: RESPONSES,
      calls: EVALUATIONS,
      p50_ms: percentile(
        calls.map((answer) => answer.ms),
        0.5,
      ),
      p99_ms: percentile(
        calls.map((answer) => answer.ms),
        0.99,
      ),
      ddb_requests_per_call: Math.max(...calls.map((answer) => answer.ddbRequests)),
    };
  },
};
