import { useApi } from '../../lib/use-api.hook.js';

/**
 * The week plan from a day on: the group's (Meine Klassen) or, without a group, the caller's own.
 * Only the one in use is requested.
 */
export const useWeekplan = (query: { from: string; days: number }, groupId?: string) => {
  const own = useApi(groupId ? null : 'getWeekplan', { query });
  const group = useApi(groupId ? 'getGroupWeekplan' : null, { params: { groupId: groupId ?? '' }, query });
  return groupId ? group : own;
};
