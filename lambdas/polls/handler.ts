import { pollsRoutes } from '../../shared/routes/polls.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { answerPoll } from './poll-answer.service.js';
import { evaluatePoll } from './poll-evaluation.service.js';
import { getPoll, listPolls } from './poll-read.service.js';
import { copyPoll, createPoll, deletePoll, publishPoll, updatePoll } from './poll-write.service.js';

export const handler = domainHandler(pollsRoutes, resolveCaller, {
  listPolls: ({ caller, input }) => listPolls(caller, input.query.tab),
  createPoll: ({ caller, input }) => createPoll(caller, input.body.kind, input.body.content),
  getPoll: ({ caller, input }) => getPoll(caller, input.params.pollId),
  updatePoll: ({ caller, input }) => updatePoll(caller, input.params.pollId, input.body),
  deletePoll: ({ caller, input }) => deletePoll(caller, input.params.pollId),
  publishPoll: ({ caller, input }) => publishPoll(caller, input.params.pollId),
  copyPoll: ({ caller, input }) => copyPoll(caller, input.params.pollId, input.body.as),
  answerPoll: ({ caller, input }) => answerPoll(caller, input.params.pollId, input.body.answers),
  getPollEvaluation: ({ caller, input }) => evaluatePoll(caller, input.params.pollId),
});
