import { useRememberedApi } from '../../lib/use-remembered-api.hook.js';

/**
 * The week plan from a day on: the group's (Meine Klassen) or, without a group, the caller's own.
 * Only the one in use is requested; both stay readable offline as last seen.
 */
export const useWeekplan = (query: { from: string; days: number }, groupId?: string) => {
  const own = useRememberedApi(groupId ? null : 'getWeekplan', { query });
  const group = useRememberedApi(groupId ? 'getGroupWeekplan' : null, { params: { groupId: groupId ?? '' }, query });
  return groupId ? group : own;
};
