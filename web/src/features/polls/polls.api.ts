import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { POLL_LIMITS, type Answers, type PollContent, type PollKind, type PollTab } from '@shared/schemas/poll.schema.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';

export const pollKey = (pollId: string) => apiKey('getPoll', { params: { pollId } });
const listKey = (tab: PollTab) => apiKey('listPolls', { query: { tab } });
const tabs: PollTab[] = ['own', 'templates', 'archive'];

/** One tab of the author's polls; `enabled` false pauses it (the other tabs wait 300 ms). */
export const usePollList = (tab: PollTab, enabled = true) => useApi(enabled ? 'listPolls' : null, { query: { tab } });

/** A poll as the poll page shows it (`null` pauses it); `refreshInterval` keeps places and answers current. */
export const usePoll = (pollId: string | null, refreshInterval?: number) =>
  useApi(pollId === null ? null : 'getPoll', { params: { pollId: pollId ?? '' } }, { refreshInterval });

/** The evaluation, refreshed at the poll reload interval (5 s) while the poll is open (live results). */
export const usePollEvaluation = (pollId: string | null, live: boolean) =>
  useApi(
    pollId ? 'getPollEvaluation' : null,
    { params: { pollId: pollId ?? '' } },
    { refreshInterval: live ? POLL_LIMITS.reloadIntervalMs : 0 },
  );

/** Create, save, publish, delete, copy: the lists and the poll load again afterwards. */
export const usePollActions = () => {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    async (pollId?: string) => {
      await Promise.all([...tabs.map((tab) => mutate(listKey(tab))), ...(pollId ? [mutate(pollKey(pollId))] : [])]);
    },
    [mutate],
  );
  return {
    create: useCallback(
      async (kind: PollKind, content: PollContent) => {
        const poll = await callApi('createPoll', { body: { kind, content } });
        await mutate(pollKey(poll.id), poll, { revalidate: false });
        await refresh();
        return poll;
      },
      [mutate, refresh],
    ),
    /** Saves an edit naming the revision it started from (an older one is refused as outdated). */
    save: useCallback(
      async (pollId: string, content: PollContent, revision: number) => {
        const poll = await callApi('updatePoll', { params: { pollId }, body: { content, revision } });
        await mutate(pollKey(pollId), poll, { revalidate: false });
        await refresh();
        return poll;
      },
      [mutate, refresh],
    ),
    publish: useCallback(
      async (pollId: string) => {
        const poll = await callApi('publishPoll', { params: { pollId } });
        await mutate(pollKey(pollId), poll, { revalidate: false });
        await refresh();
        return poll;
      },
      [mutate, refresh],
    ),
    remove: useCallback(
      async (pollId: string) => {
        await callApi('deletePoll', { params: { pollId } });
        await refresh();
      },
      [refresh],
    ),
    copy: useCallback(
      async (pollId: string, as: PollKind) => {
        const poll = await callApi('copyPoll', { params: { pollId }, body: { as } });
        await refresh();
        return poll;
      },
      [refresh],
    ),
  };
};

/** The poll as stored now (after a save was refused as outdated). */
export const loadPoll = (pollId: string) => callApi('getPoll', { params: { pollId } });

/** Saves the caller's answers; the poll (places, own answers) loads again. */
export const useAnswerPoll = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (pollId: string, answers: Answers) => {
      try {
        return await callApi('answerPoll', { params: { pollId }, body: { answers } });
      } finally {
        await mutate(pollKey(pollId));
      }
    },
    [mutate],
  );
};
