import { callApi } from '../../lib/call-api.js';

/** Links the child of a guardian code to the caller. */
export const addStudentByCode = (code: string) => callApi('addStudentByCode', { body: { code } });

/** Unlinks a child; answers the remaining children. */
export const removeStudentLink = (uid: string) => callApi('removeStudentLink', { params: { uid } });
