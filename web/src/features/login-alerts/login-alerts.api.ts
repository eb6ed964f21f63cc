import type { LoginAlertBody } from '@shared/schemas/login-alert.schema.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** The school's current login alert (admin card). */
export const useLoginAlert = () => useApi('getLoginAlert');

/** The message as it is stored now, for an edit refused as outdated. */
export const loadLoginAlert = async () => (await callApi('getLoginAlert')).alert;

/**
 * Saving makes a new message that everyone sees once: written when the school has none, otherwise the
 * change of the message `edited` names, at the revision the dialog loaded (docs/decisions/0014-an-edit-names-its-revision.md).
 */
export const saveLoginAlert = (message: LoginAlertBody, edited?: { alertId: string; revision: number }) =>
  edited
    ? callApi('updateLoginAlert', { params: { alertId: edited.alertId }, body: { ...message, revision: edited.revision } })
    : callApi('createLoginAlert', { body: message });

export const deleteLoginAlert = (alertId: string) => callApi('deleteLoginAlert', { params: { alertId } });

/** At sign-in: the message the person has not confirmed yet; asked once per session. */
export const usePendingLoginAlert = () =>
  useApi('getPendingLoginAlert', undefined, { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false });

export const confirmLoginAlert = (alertId: string) => callApi('confirmLoginAlert', { params: { alertId } });
