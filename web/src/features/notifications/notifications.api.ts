import { useApi } from '../../lib/use-api.hook.js';

/** Unread notifications of the active user (or child); refreshed when the window regains focus. */
export const useUnreadCount = (): number | undefined => {
  const { data } = useApi('getUnreadNotificationCount', undefined, { revalidateOnFocus: true });
  return data?.unread;
};
