import { useRememberedApi } from '../../lib/use-remembered-api.hook.js';

/**
 * The week plan from a day on: the group's (Meine Klassen) or, without a group, the caller's own.
 * A group's plan is of the active school year unless a past one is named. Only the one in use is
 * requested; both stay readable offline as last seen.
 */
export const useWeekplan = (query: { from: string; days: number }, groupId?: string, schoolYearId?: string) => {
  const own = useRememberedApi(groupId ? null : 'getWeekplan', { query });
  const group = useRememberedApi(groupId ? 'getGroupWeekplan' : null, {
    params: { groupId: groupId ?? '' },
    query: schoolYearId ? { ...query, schoolYearId } : query,
  });
  return groupId ? group : own;
};
