import { pollTabOf } from '../../shared/poll-rules.js';
import type { Poll, PollTab } from '../../shared/schemas/poll.schema.js';
import { berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { requirePollAudience } from './poll-audience.service.js';
import { pollPlaceEntity } from './poll-place.entity.js';
import { pollResponseEntity } from './poll-response.entity.js';
import { pollEntity } from './poll.entity.js';
import { pollOf, readablePoll, responderKeyOf, schoolOf, summaryOf } from './poll.model.js';

/** The author's polls of a tab, newest first: one query of the author's polls or templates. */
export const listPolls = async (caller: Caller, tab: PollTab) => {
  const today = berlinToday();
  const { data } = await pollEntity.query
    .byAuthor({ schoolId: caller.schoolId, authorUid: caller.uid, kind: tab === 'templates' ? 'template' : 'poll' })
    .go({ order: 'desc', pages: 'all' });
  return { polls: data.filter((item) => pollTabOf(item, today) === tab).map((item) => summaryOf(item, today)) };
};

export const getPollItem = async (schoolId: string, pollId: string) => (await pollEntity.get({ schoolId, pollId }).go()).data;

/** The caller's own poll or template, else 404 (another's poll is not theirs to manage). */
export const ownPoll = async (caller: Caller, pollId: string) => {
  const item = await getPollItem(caller.schoolId, pollId);
  if (item?.authorUid !== caller.uid) throw new AppError('not-found');
  return item;
};

/** The places taken per limited option of a published poll (one query of its counters). */
export const takenOf = async (schoolId: string, pollId: string) => {
  const { data } = await pollPlaceEntity.query.byPoll({ schoolId, pollId }).go({ pages: 'all' });
  return Object.fromEntries(data.map((place) => [place.optionId, place.taken]));
};

export const myResponse = async (caller: Caller, schoolId: string, pollId: string) =>
  (await pollResponseEntity.get({ schoolId, pollId, responderKey: responderKeyOf(caller) }).go()).data;

/** The poll page: content, state, places taken and the caller's answers (a get, a query, a get). */
export const getPoll = async (caller: Caller, pollId: string): Promise<Poll> => {
  const { item, own } = readablePoll(await getPollItem(schoolOf(caller), pollId), caller);
  if (!own) await requirePollAudience(caller, item);
  const [taken, response] = await Promise.all([
    item.published ? takenOf(item.schoolId, pollId) : Promise.resolve({}),
    item.published ? myResponse(caller, item.schoolId, pollId) : Promise.resolve(null),
  ]);
  return pollOf(item, own, taken, response);
};
