import {
  answeredPollSchema,
  answerPollBodySchema,
  copyPollBodySchema,
  createPollBodySchema,
  deletedPollSchema,
  listPollsQuerySchema,
  pollEvaluationSchema,
  pollListSchema,
  pollParamsSchema,
  pollSchema,
  updatePollBodySchema,
} from '../schemas/poll.schema.js';
import { defineRoutes } from './define-routes.js';

const tutors = { roles: ['tutor'] } as const;

/**
 * Everyone reads a published poll of their school by id (from a pin or a notification) and answers
 * it (a guardian for the active child); tutors build, publish, copy and evaluate their own polls.
 */
export const pollsRoutes = defineRoutes(
  { name: 'polls' },
  {
    listPolls: { method: 'GET', path: '/api/polls', query: listPollsQuerySchema, response: pollListSchema },
    createPoll: { method: 'POST', path: '/api/polls', access: tutors, body: createPollBodySchema, response: pollSchema },
    getPoll: { method: 'GET', path: '/api/polls/{pollId}', params: pollParamsSchema, response: pollSchema },
    updatePoll: {
      method: 'PUT',
      path: '/api/polls/{pollId}',
      access: tutors,
      params: pollParamsSchema,
      body: updatePollBodySchema,
      response: pollSchema,
    },
    deletePoll: { method: 'DELETE', path: '/api/polls/{pollId}', access: tutors, params: pollParamsSchema, response: deletedPollSchema },
    publishPoll: { method: 'POST', path: '/api/polls/{pollId}/publish', access: tutors, params: pollParamsSchema, response: pollSchema },
    copyPoll: {
      method: 'POST',
      path: '/api/polls/{pollId}/copy',
      access: tutors,
      params: pollParamsSchema,
      body: copyPollBodySchema,
      response: pollSchema,
    },
    answerPoll: {
      method: 'PUT',
      path: '/api/polls/{pollId}/response',
      params: pollParamsSchema,
      body: answerPollBodySchema,
      response: answeredPollSchema,
    },
    getPollEvaluation: {
      method: 'GET',
      path: '/api/polls/{pollId}/evaluation',
      access: tutors,
      params: pollParamsSchema,
      response: pollEvaluationSchema,
    },
  },
);
