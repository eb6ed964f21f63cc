/** The guardian's active child, remembered across reloads and sent as the acting-student header. */
const ACTIVE_STUDENT_KEY = 'schulapp.activeStudentUid';

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const getActiveStudentUid = (): string | null => storage()?.getItem(ACTIVE_STUDENT_KEY) ?? null;

export const setActiveStudentUid = (uid: string): void => storage()?.setItem(ACTIVE_STUDENT_KEY, uid);

export const clearActiveStudentUid = (): void => storage()?.removeItem(ACTIVE_STUDENT_KEY);
