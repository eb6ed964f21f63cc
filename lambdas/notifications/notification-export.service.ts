import { itemsOfInboxes, type InboxKey } from './inbox-items.service.js';
import { pushDeviceEntity } from './push-device.entity.js';
import { sentNotificationEntity } from './sent-notification.entity.js';

export type { InboxKey } from './inbox-items.service.js';

/**
 * A person's notifications for the Art. 15 export: what reached their inboxes (without the sender's
 * name), what they sent (without the addressed student) and their push devices (without the
 * subscription's endpoint and keys).
 */
export const exportNotifications = async (schoolId: string, uid: string, inboxes: InboxKey[]) => {
  const [received, sent, devices] = await Promise.all([
    itemsOfInboxes(inboxes),
    sentNotificationEntity.query.bySender({ schoolId, authorUid: uid }).go({ pages: 'all' }),
    pushDeviceEntity.query.byPerson({ pushUid: uid }).go({ pages: 'all' }),
  ]);
  return {
    receivedNotifications: received.map(({ senderName: _sender, recipientUid: _recipient, ...item }) => item),
    sentNotifications: sent.data.map(({ studentUid: _student, studentName: _name, senderName: _sender, ...item }) => item),
    pushDevices: devices.data.map(({ deviceId, role, subscribedAt }) => ({ deviceId, role, subscribedAt })),
  };
};
