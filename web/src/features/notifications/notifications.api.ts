import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ReceivedNotification, SendNotificationBody } from '@shared/schemas/notification.schema.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';

export const unreadCountKey = apiKey('getUnreadNotificationCount');
export const receivedKey = apiKey('listReceivedNotifications');
export const sentKey = apiKey('listSentNotifications');

/** Unread notifications of the active user (or child); refreshed when the window regains focus. */
export const useUnreadCount = (): number | undefined => {
  const { data } = useApi('getUnreadNotificationCount', undefined, { revalidateOnFocus: true });
  return data?.unread;
};

/** The inbox: the 50 newest plus all unread, newest first. */
export const useReceivedNotifications = () => useApi('listReceivedNotifications', undefined, { revalidateOnFocus: true });

/** A tutor's sent and scheduled notifications (`enabled` false for everyone else). */
export const useSentNotifications = (enabled: boolean) => useApi(enabled ? 'listSentNotifications' : null);

/**
 * Marks a notification read or unread: the list and the header envelope change at once, then
 * both are checked against the server.
 */
export const useMarkNotification = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (notification: ReceivedNotification, unread: boolean) => {
      if (notification.unread === unread) return;
      await Promise.all([
        mutate(
          receivedKey,
          (current?: { notifications: ReceivedNotification[] }) =>
            current && { notifications: current.notifications.map((item) => (item.id === notification.id ? { ...item, unread } : item)) },
          { revalidate: false },
        ),
        mutate(unreadCountKey, (current?: { unread: number }) => current && { unread: Math.max(0, current.unread + (unread ? 1 : -1)) }, {
          revalidate: false,
        }),
      ]);
      try {
        await callApi('markReceivedNotification', { params: { notificationId: notification.id }, body: { unread } });
      } finally {
        await Promise.all([mutate(receivedKey), mutate(unreadCountKey)]);
      }
    },
    [mutate],
  );
};

/** Sends (or schedules) a notification; the sent list, the inbox and the envelope load again afterwards. */
export const useSendNotification = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: SendNotificationBody) => {
      const result = await callApi('sendNotification', { body });
      await Promise.all([mutate(sentKey), mutate(receivedKey), mutate(unreadCountKey)]);
      return result;
    },
    [mutate],
  );
};

/** Changes a scheduled notification before it fires (its author only; the group stays). */
export const useUpdateScheduled = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (notificationId: string, body: SendNotificationBody) => {
      const result = await callApi('updateScheduledNotification', { params: { notificationId }, body });
      await Promise.all([mutate(sentKey), mutate(receivedKey), mutate(unreadCountKey)]);
      return result;
    },
    [mutate],
  );
};

/** Deletes a scheduled notification before it fires. */
export const useCancelScheduled = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (notificationId: string) => {
      await callApi('cancelScheduledNotification', { params: { notificationId } });
      await mutate(sentKey);
    },
    [mutate],
  );
};
