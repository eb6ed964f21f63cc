import type { UserPushDay } from '@shared/push-settings.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** The caller's push times per weekday inside the school's window. */
export const usePushSettings = () => useApi('getPushSettings', undefined, { revalidateOnFocus: false });

export const updatePushSettings = (days: UserPushDay[], lessonChangeAlerts: boolean) =>
  callApi('updatePushSettings', { body: { days, lessonChangeAlerts } });

export const updateAvatar = (avatarIndex: number) => callApi('updateAvatar', { body: { avatarIndex } });

export const updateDisplayName = (displayName: string) => callApi('updateDisplayName', { body: { displayName } });
