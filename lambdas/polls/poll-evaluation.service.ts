import type { Caller } from '../_lib/caller.js';
import { evaluationOf } from './poll-evaluation.model.js';
import { ownPoll } from './poll-read.service.js';
import { pollResponseEntity } from './poll-response.entity.js';

/** The evaluation 'Auswertung' (author only): one get and one query of the poll's partition (pages of 1 MB). */
export const evaluatePoll = async (caller: Caller, pollId: string) => {
  const item = await ownPoll(caller, pollId);
  const { data } = await pollResponseEntity.query.byPoll({ schoolId: caller.schoolId, pollId }).go({ pages: 'all' });
  return evaluationOf(item, data);
};
