import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { stack } from '../fixtures/local-stack.js';
import { anyString } from '../fixtures/matchers.js';
import { createRacers } from '../fixtures/poll-racers.js';
import { createExpiredPoll, createPoll, samplePollContent, sharePollOnPin } from '../fixtures/polls.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Polls against the local stack: the publish state machine, copies, answers by every role (a
 * guardian for the active child), the server's answer rules, the evaluation, and the race for
 * limited places with real simultaneous requests (exactly the capacity taken, never more).
 */
let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});
const token = (username: keyof DemoPeople) => people[username].token;
/** Pins that share this file's polls, by author, removed after the file. */
const sharingPins: { author: keyof DemoPeople; pinId: string }[] = [];
afterAll(async () => {
  for (const { author, pinId } of sharingPins) await callRoute('deletePin', { token: token(author), params: { pinId } });
});
/** A published poll of the author, shared on a pin of the named boards (everyone's 'Schulleben' unless named). */
const sharedPoll = async (content = samplePollContent(), author: keyof DemoPeople = 'lehrer.schmidt', pinboardIds?: string[]) => {
  const pollId = await createPoll(token(author), content);
  sharingPins.push({ author, pinId: await sharePollOnPin(token(author), pollId, pinboardIds) });
  return pollId;
};

describe('publishing and templates', () => {
  it('publishes for good: a published poll is not edited, deleted or published again', async () => {
    const pollId = await createPoll(token('lehrer.schmidt'), samplePollContent(), false);
    const edited = await callRoute('updatePoll', {
      token: token('lehrer.schmidt'),
      params: { pollId },
      body: { content: samplePollContent({ label: 'Geändert' }), revision: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ label: 'Geändert', revision: 2 });
    expect((await callRoute('publishPoll', { token: token('lehrer.schmidt'), params: { pollId } })).status).toBe(200);
    const content = { content: samplePollContent({ label: 'Noch einmal' }), revision: 2 };
    for (const answer of [
      await callRoute('updatePoll', { token: token('lehrer.schmidt'), params: { pollId }, body: content }),
      await callRoute('deletePoll', { token: token('lehrer.schmidt'), params: { pollId } }),
      await callRoute('publishPoll', { token: token('lehrer.schmidt'), params: { pollId } }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.error?.code).toBe('poll-published');
      expect(answer.ddbWrites).toBe(0);
    }
    const read = await callRoute('getPoll', { token: token('lehrer.schmidt'), params: { pollId } });
    expect(read.body.label).toBe('Geändert');
    expect(read.body.state).toBe('open');
  });

  it('refuses a save from an older revision without writing; of five saves from one revision one wins', async () => {
    const author = token('lehrer.schmidt');
    const pollId = await createPoll(author, samplePollContent(), false);
    const save = (label: string, revision: number) =>
      callRoute('updatePoll', { token: author, params: { pollId }, body: { content: samplePollContent({ label }), revision } });
    // Two tabs opened at revision 1: the first saves, the second's save names revision 1 still.
    expect((await save('Erster Tab', 1)).status).toBe(200);
    const secondTab = await save('Zweiter Tab', 1);
    expect({ status: secondTab.status, code: secondTab.error?.code, fields: secondTab.error?.fields, writes: secondTab.ddbWrites }).toEqual(
      {
        status: 409,
        code: 'conflict',
        fields: { revision: 'outdated' },
        writes: 0,
      },
    );
    expect((await callRoute('getPoll', { token: author, params: { pollId } })).body).toMatchObject({ label: 'Erster Tab', revision: 2 });
    // 'Meine Fassung speichern': the save names the stored revision.
    expect((await save('Zweiter Tab', 2)).body).toMatchObject({ label: 'Zweiter Tab', revision: 3 });

    const racers = await Promise.all([1, 2, 3, 4, 5].map((index) => save(`Gleichzeitig ${index}`, 3)));
    expect(racers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = racers.find((answer) => answer.status === 200)?.body.label;
    expect((await callRoute('getPoll', { token: author, params: { pollId } })).body).toMatchObject({ label: winner, revision: 4 });
  });

  it('reads a poll stored before polls counted saves as revision 1, and edits it once from there', async () => {
    useStackDynamoDb();
    const { pollEntity } = await import('../../lambdas/polls/poll.entity.js');
    const author = token('lehrer.schmidt');
    const pollId = await createPoll(author, samplePollContent(), false);
    await pollEntity.patch({ schoolId: 'lindenhof', pollId }).remove(['revision']).go();
    expect((await callRoute('getPoll', { token: author, params: { pollId } })).body.revision).toBe(1);
    const save = (label: string) =>
      callRoute('updatePoll', { token: author, params: { pollId }, body: { content: samplePollContent({ label }), revision: 1 } });
    expect((await save('Erster Tab')).body).toMatchObject({ label: 'Erster Tab', revision: 2 });
    expect((await save('Zweiter Tab')).error?.fields).toEqual({ revision: 'outdated' });
  });

  it('needs a due date to publish, and never publishes a template', async () => {
    const pollId = await createPoll(token('lehrer.schmidt'), samplePollContent({ dueDate: null }), false);
    const noDue = await callRoute('publishPoll', { token: token('lehrer.schmidt'), params: { pollId } });
    expect(noDue.status).toBe(400);
    expect(noDue.error?.fields).toEqual({ dueDate: 'required' });
    const template = await callRoute('createPoll', {
      token: token('lehrer.schmidt'),
      body: { kind: 'template', content: samplePollContent() },
    });
    const publishTemplate = await callRoute('publishPoll', { token: token('lehrer.schmidt'), params: { pollId: template.body.id } });
    expect(publishTemplate.status).toBe(400);
    expect(publishTemplate.error?.fields).toEqual({ published: 'template' });
    const past = await createPoll(token('lehrer.schmidt'), samplePollContent({ dueDate: addDays(berlinToday(), -1) }), false);
    const publishPast = await callRoute('publishPoll', { token: token('lehrer.schmidt'), params: { pollId: past } });
    expect({ status: publishPast.status, fields: publishPast.error?.fields, writes: publishPast.ddbWrites }).toEqual({
      status: 400,
      fields: { dueDate: 'past' },
      writes: 0,
    });
  });

  it('copies a poll as a template and a template as a poll: unpublished, without due date', async () => {
    const pollId = await createPoll(token('lehrer.schmidt'));
    const template = await callRoute('copyPoll', { token: token('lehrer.schmidt'), params: { pollId }, body: { as: 'template' } });
    expect(template.body).toMatchObject({ kind: 'template', published: false, dueDate: null, label: 'Elternsprechtag' });
    const poll = await callRoute('copyPoll', {
      token: token('lehrer.schmidt'),
      params: { pollId: template.body.id },
      body: { as: 'poll' },
    });
    expect(poll.body).toMatchObject({ kind: 'poll', published: false, dueDate: null, state: 'draft' });
    const tabs = await Promise.all(
      (['own', 'templates', 'archive'] as const).map((tab) => callRoute('listPolls', { token: token('lehrer.schmidt'), query: { tab } })),
    );
    const ids = tabs.map((answer) => (answer.body.polls as { id: string }[]).map((item) => item.id));
    expect(ids[0]).toEqual(expect.arrayContaining([pollId, poll.body.id]));
    expect(ids[1]).toContain(template.body.id);
    expect(ids[2]).not.toContain(pollId);
    // Another tutor's list never shows them, and another tutor cannot copy them.
    const other = await callRoute('listPolls', { token: token('lehrer.mueller'), query: { tab: 'own' } });
    expect((other.body.polls as { id: string }[]).map((item) => item.id)).not.toContain(pollId);
    expect((await callRoute('copyPoll', { token: token('lehrer.mueller'), params: { pollId }, body: { as: 'template' } })).status).toBe(
      404,
    );
  });

  it('lists a published poll past its due date in the archive', async () => {
    const pollId = await createExpiredPoll(token('lehrer.schmidt'));
    const archive = await callRoute('listPolls', { token: token('lehrer.schmidt'), query: { tab: 'archive' } });
    expect((archive.body.polls as { id: string; state: string }[]).find((item) => item.id === pollId)?.state).toBe('expired');
  });
});

describe('answering', () => {
  let pollId: string;
  beforeAll(async () => {
    pollId = await sharedPoll(samplePollContent({}, 1));
  });

  it('takes answers from every role, a guardian once per child, and shows them back', async () => {
    const anna = people['schueler.anna'].uid;
    const ben = people['schueler.ben'].uid;
    const answers = [
      { username: 'eltern.weber' as const, actingStudent: anna, answers: { slot: ['o1'], note: 'Für Anna', agree: true } },
      { username: 'eltern.weber' as const, actingStudent: ben, answers: { slot: ['o2'], agree: false } },
    ];
    expect(
      (await callRoute('answerPoll', { token: token('schueler.anna'), params: { pollId }, body: { answers: { slot: [] } } })).error,
    ).toEqual({ code: 'validation-failed', fields: { slot: 'required' } });
    for (const { username, actingStudent, answers: body } of answers) {
      const saved = await callRoute('answerPoll', { token: token(username), actingStudent, params: { pollId }, body: { answers: body } });
      expect(saved.status).toBe(200);
    }
    const forAnna = await callRoute('getPoll', { token: token('eltern.weber'), actingStudent: anna, params: { pollId } });
    expect(forAnna.body.myAnswers).toEqual(answers[0]?.answers);
    expect(forAnna.body.taken).toEqual({ o1: 1, o2: 1 });
    const forBen = await callRoute('getPoll', { token: token('eltern.weber'), actingStudent: ben, params: { pollId } });
    expect(forBen.body.myAnswers).toEqual(answers[1]?.answers);
    // Both options full: Anna herself cannot take one.
    const full = await callRoute('answerPoll', { token: token('schueler.anna'), params: { pollId }, body: { answers: { slot: ['o1'] } } });
    expect(full.status).toBe(409);
    expect(full.error).toEqual({ code: 'poll-option-full', fields: { slot: 'o1' } });
    // The guardian changes Ben's answer: the place of o2 is free again, o1 stays full.
    const changed = await callRoute('answerPoll', {
      token: token('eltern.weber'),
      actingStudent: ben,
      params: { pollId },
      body: { answers: { slot: ['o1'] } },
    });
    expect(changed.error?.code).toBe('poll-option-full');
    const dropped = await callRoute('answerPoll', {
      token: token('lehrer.schmidt'),
      params: { pollId },
      body: { answers: { slot: ['o2'] } },
    });
    expect(dropped.error?.code).toBe('poll-option-full');
  });

  it('evaluates for the author only: counts, texts, authors as S / E / L with the class', async () => {
    const evaluation = await callRoute('getPollEvaluation', { token: token('lehrer.schmidt'), params: { pollId } });
    expect(evaluation.status).toBe(200);
    const body = evaluation.body;
    expect(body.responseCount).toBe(2);
    expect(body.questions.find((question) => question.id === 'slot')?.counts.map((count) => count.count)).toEqual([1, 1]);
    expect(body.questions.find((question) => question.id === 'note')?.texts).toEqual([
      { author: { role: 'E', name: anyString(), child: 'Anna Weber', group: '7a' }, text: 'Für Anna' },
    ]);
    expect(evaluation.ddbRequests).toBeLessThanOrEqual(6);
    expect((await callRoute('getPollEvaluation', { token: token('lehrer.mueller'), params: { pollId } })).status).toBe(404);
    expect((await callRoute('getPollEvaluation', { token: token('schueler.anna'), params: { pollId } })).status).toBe(403);
  });

  it('shows anonymous polls without authors', async () => {
    const anonymousId = await sharedPoll(samplePollContent({ anonymous: true }));
    await callRoute('answerPoll', {
      token: token('schueler.ben'),
      params: { pollId: anonymousId },
      body: { answers: { slot: ['o1'], note: 'Hallo' } },
    });
    const evaluation = await callRoute('getPollEvaluation', { token: token('lehrer.schmidt'), params: { pollId: anonymousId } });
    expect(evaluation.body.responses.map((response) => response.author)).toEqual([{ role: null, name: null, child: null, group: null }]);
  });
});

describe('who answers', () => {
  it('takes answers from who sees a pin linking the poll, a guardian for that child; refuses the rest with a reason', async () => {
    const pollId = await sharedPoll(samplePollContent({ label: 'Elternsprechtag 7a' }), 'lehrer.mueller', ['group-7a']);
    const anna = people['schueler.anna'].uid;
    const ben = people['schueler.ben'].uid;
    const answer = (username: keyof DemoPeople, actingStudent?: string) =>
      callRoute('answerPoll', { token: token(username), actingStudent, params: { pollId }, body: { answers: { slot: ['o1'] } } });
    const read = (username: keyof DemoPeople, actingStudent?: string) =>
      callRoute('getPoll', { token: token(username), actingStudent, params: { pollId } });
    // Anna (7a) sees the pin on her class's board, and her guardian does for her.
    expect((await read('schueler.anna')).body.label).toBe('Elternsprechtag 7a');
    expect((await answer('schueler.anna')).status).toBe(200);
    expect((await answer('eltern.weber', anna)).status).toBe(200);
    // Ben (9b) knows the address but sees no pin of it, nor does his guardian for him: nothing is written.
    for (const refused of [await read('schueler.ben'), await answer('schueler.ben'), await answer('eltern.weber', ben)]) {
      expect({ status: refused.status, code: refused.error?.code, writes: refused.ddbWrites }).toEqual({
        status: 403,
        code: 'poll-not-addressed',
        writes: 0,
      });
    }
    // A published poll shared nowhere is for its author only.
    const unshared = await createPoll(token('lehrer.mueller'));
    expect((await callRoute('getPoll', { token: token('schueler.anna'), params: { pollId: unshared } })).error?.code).toBe(
      'poll-not-addressed',
    );
    expect((await callRoute('getPoll', { token: token('lehrer.mueller'), params: { pollId: unshared } })).status).toBe(200);
  });
});

describe('repeated answers', () => {
  it('answers a double click and a retry like the first request; the place is taken once', async () => {
    const pollId = await sharedPoll(samplePollContent({}, 1));
    const answer = () =>
      callRoute('answerPoll', { token: token('schueler.anna'), params: { pollId }, body: { answers: { slot: ['o1'], note: 'Gern' } } });
    const both = await Promise.all([answer(), answer()]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(both.map((response) => response.body.taken)).toEqual([
      { o1: 1, o2: 0 },
      { o1: 1, o2: 0 },
    ]);
    const retry = await callRoute('answerPoll', {
      token: token('schueler.anna'),
      params: { pollId },
      body: { answers: { note: 'Gern', slot: ['o1'] } },
    });
    expect({ status: retry.status, taken: retry.body.taken, writes: retry.ddbWrites }).toEqual({
      status: 200,
      taken: { o1: 1, o2: 0 },
      writes: 0,
    });
  });

  it('refuses a different simultaneous change with conflict: the places always match the stored answer', async () => {
    const pollId = await sharedPoll(samplePollContent({}, 1));
    const results = await Promise.all(
      ['o1', 'o2'].map((option) =>
        callRoute('answerPoll', { token: token('schueler.ben'), params: { pollId }, body: { answers: { slot: [option] } } }),
      ),
    );
    for (const result of results) expect(result.status === 200 || result.error?.code === 'conflict').toBe(true);
    expect(results.some((result) => result.status === 200)).toBe(true);
    const read = await callRoute('getPoll', { token: token('schueler.ben'), params: { pollId } });
    const chosen = (read.body.myAnswers?.slot as string[] | undefined)?.[0];
    expect(read.body.taken).toEqual({ o1: chosen === 'o1' ? 1 : 0, o2: chosen === 'o2' ? 1 : 0 });
  });
});

describe('bad input: nothing written', () => {
  it('refuses answers after the due date, to unpublished polls, for unknown options and questions', async () => {
    const expired = await createExpiredPoll(token('lehrer.schmidt'));
    sharingPins.push({ author: 'lehrer.schmidt', pinId: await sharePollOnPin(token('lehrer.schmidt'), expired) });
    const draft = await createPoll(token('lehrer.schmidt'), samplePollContent(), false);
    const open = await sharedPoll();
    const cases = [
      { pollId: expired, answers: { slot: ['o1'] }, status: 409, code: 'poll-expired' },
      { pollId: draft, answers: { slot: ['o1'] }, status: 404, code: 'not-found' },
      { pollId: open, answers: { slot: ['nope'] }, status: 400, code: 'validation-failed', fields: { slot: 'unknown_option' } },
      {
        pollId: open,
        answers: { slot: ['o1'], extra: 'x' },
        status: 400,
        code: 'validation-failed',
        fields: { extra: 'unknown_question' },
      },
      { pollId: open, answers: { slot: ['o1', 'o2'] }, status: 400, code: 'validation-failed', fields: { slot: 'max' } },
      { pollId: open, answers: { slot: 'o1' }, status: 400, code: 'validation-failed', fields: { slot: 'type' } },
    ];
    for (const { pollId, answers, status, code, fields } of cases) {
      const answer = await callRoute('answerPoll', { token: token('schueler.anna'), params: { pollId }, body: { answers } });
      expect({ status: answer.status, code: answer.error?.code, writes: answer.ddbWrites }).toEqual({ status, code, writes: 0 });
      if (fields) expect(answer.error?.fields).toEqual(fields);
    }
    const authorsDraft = await callRoute('answerPoll', {
      token: token('lehrer.schmidt'),
      params: { pollId: draft },
      body: { answers: {} },
    });
    expect(authorsDraft.error?.code).toBe('poll-not-published');
  });

  it('refuses builder rules with field codes', async () => {
    const content = samplePollContent();
    const question = content.sections[0]?.questions[0];
    if (!question) throw new Error('sample poll without question');
    const bad = {
      ...content,
      sections: [{ ...defined(content.sections[0], 'a section'), questions: [{ ...question, multiple: true, min: 2, max: 5 }] }],
    };
    const answer = await callRoute('createPoll', { token: token('lehrer.schmidt'), body: { kind: 'poll', content: bad } });
    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({ 'sections.0.questions.0.max': 'above_options' });
    expect(answer.ddbWrites).toBe(0);
  });

  it('never lets another school read a poll', async () => {
    const pollId = await createPoll(token('lehrer.schmidt'));
    expect((await callRoute('getPoll', { token: token('lehrer.klein'), params: { pollId } })).status).toBe(404);
    expect((await callRoute('getPoll', { token: token('schueler.lena'), params: { pollId } })).status).toBe(404);
    const answer = await callRoute('answerPoll', {
      token: token('schueler.lena'),
      params: { pollId },
      body: { answers: { slot: ['o1'] } },
    });
    expect(answer.status).toBe(404);
  });
});

describe('a poll on a notification', () => {
  const receivedBy = async (username: keyof DemoPeople, actingStudent: string, title: string) => {
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const inbox = await callRoute('listReceivedNotifications', { token: token(username), actingStudent });
      const found = inbox.body.notifications.find((item) => item.title === title);
      if (found) return found;
    }
    throw new Error(`no notification '${title}' for ${username}`);
  };

  it('links a published poll of the sender for the guardians of the class, who answer for the child', async () => {
    const pollId = await createPoll(token('lehrer.mueller'));
    const draftId = await createPoll(token('lehrer.mueller'), samplePollContent(), false);
    const body = {
      title: `Umfrage-Test ${Date.now()}`,
      body: 'Bitte abstimmen.',
      type: 'info',
      receivers: { tutors: false, students: false, guardians: true },
      showAdmin: true,
      groupId: '7a',
    };
    const draft = await callRoute('sendNotification', { token: token('lehrer.mueller'), body: { ...body, pollId: draftId } });
    expect(draft.status).toBe(400);
    expect(draft.error?.fields).toEqual({ pollId: 'not_published' });
    expect(draft.ddbWrites).toBe(0);
    const others = await callRoute('sendNotification', { token: token('lehrer.schmidt'), body: { ...body, groupId: '9b', pollId } });
    expect(others.error?.fields).toEqual({ pollId: 'not_published' });
    expect((await callRoute('sendNotification', { token: token('lehrer.mueller'), body: { ...body, pollId } })).status).toBe(200);
    const anna = people['schueler.anna'].uid;
    const received = await receivedBy('eltern.weber', anna, body.title);
    expect(received.poll).toEqual({ id: pollId, label: 'Elternsprechtag' });
    await callRoute('markReceivedNotification', {
      token: token('eltern.weber'),
      actingStudent: anna,
      params: { notificationId: received.id },
      body: { unread: false },
    });
    const read = await callRoute('getPoll', {
      token: token('eltern.weber'),
      actingStudent: anna,
      params: { pollId: received.poll?.id ?? '' },
    });
    expect(read.status).toBe(200);
  });
});

describe('race for limited places', () => {
  it('gives exactly the capacity to simultaneous answers, refuses the rest with poll-option-full', async () => {
    useStackDynamoDb();
    process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = stack.cognitoUrl;
    process.env.AWS_REGION ??= 'eu-central-1';
    const capacity = 5;
    const racers = await createRacers({ userPoolId: stack.userPoolId, signIn }, 30, Date.now().toString(36));
    const pollId = await sharedPoll(samplePollContent({}, capacity));
    const answers = await Promise.all(
      racers.map((racer) => callRoute('answerPoll', { token: racer, params: { pollId }, body: { answers: { slot: ['o1'] } } })),
    );
    const taken = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.error?.code === 'poll-option-full').length;
    expect({ taken, refused }).toEqual({ taken: capacity, refused: racers.length - capacity });
    const read = await callRoute('getPoll', { token: token('lehrer.schmidt'), params: { pollId } });
    expect(read.body.taken).toEqual({ o1: capacity, o2: 0 });
    const evaluation = await callRoute('getPollEvaluation', { token: token('lehrer.schmidt'), params: { pollId } });
    expect(evaluation.body.responseCount).toBe(capacity);
  });
});
