import { useApi } from '../../lib/use-api.hook.js';

/** The caller's groups (Meine Klassen) of the active year or the past year asked for; `enabled` false asks nothing (people who are no tutors). */
export const useMyGroups = (enabled = true, schoolYearId?: string) =>
  useApi(enabled ? 'listMyGroups' : null, schoolYearId ? { query: { schoolYearId } } : undefined);

/** The students of a group (of the active year or a past one) with their class register entry counts. */
export const useGroupStudents = (groupId: string, schoolYearId?: string) =>
  useApi('listGroupStudents', { params: { groupId }, ...(schoolYearId && { query: { schoolYearId } }) });
