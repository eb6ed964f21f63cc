import type { LoginAlert } from '@shared/schemas/login-alert.schema.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** The school's current login alert (admin card). */
export const useLoginAlert = () => useApi('getLoginAlert');

/** Saving makes a new message that everyone sees once. */
export const saveLoginAlert = (message: Pick<LoginAlert, 'title' | 'body'>) => callApi('saveLoginAlert', { body: message });

export const deleteLoginAlert = (alertId: string) => callApi('deleteLoginAlert', { params: { alertId } });

/** At sign-in: the message the person has not confirmed yet; asked once per session. */
export const usePendingLoginAlert = () =>
  useApi('getPendingLoginAlert', undefined, { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false });

export const confirmLoginAlert = (alertId: string) => callApi('confirmLoginAlert', { params: { alertId } });
