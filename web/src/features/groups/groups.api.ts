import { useApi } from '../../lib/use-api.hook.js';

/** The caller's groups (Meine Klassen); `enabled` false asks nothing (people who are no tutors). */
export const useMyGroups = (enabled = true) => useApi(enabled ? 'listMyGroups' : null);

/** The students of a group with their class register entry counts. */
export const useGroupStudents = (groupId: string) => useApi('listGroupStudents', { params: { groupId } });
