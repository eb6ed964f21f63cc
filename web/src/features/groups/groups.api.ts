import { useApi } from '../../lib/use-api.hook.js';

/** The caller's groups (Meine Klassen). */
export const useMyGroups = () => useApi('listMyGroups');

/** The students of a group with their class register entry counts. */
export const useGroupStudents = (groupId: string) => useApi('listGroupStudents', { params: { groupId } });
