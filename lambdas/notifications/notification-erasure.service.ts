import { itemsOfInboxes, type InboxKey } from './inbox-items.service.js';
import { pushDeliveryEntity } from './push-delivery.entity.js';
import { pushDeviceEntity } from './push-device.entity.js';
import { receivedNotificationEntity } from './received-notification.entity.js';

/**
 * Removes what a deleted account received (its inboxes), its push devices and pushes. What it sent
 * stays with the school's communication. Items already gone are no error.
 */
export const eraseNotifications = async (uid: string, inboxes: InboxKey[]) => {
  const received = await itemsOfInboxes(inboxes);
  if (received.length > 0)
    await receivedNotificationEntity
      .delete(received.map(({ schoolId, recipientUid, subjectUid, receivedId }) => ({ schoolId, recipientUid, subjectUid, receivedId })))
      .go();
  const { data: devices } = await pushDeviceEntity.query.byPerson({ pushUid: uid }).go({ pages: 'all' });
  if (devices.length > 0) await pushDeviceEntity.delete(devices.map(({ pushUid, deviceId }) => ({ pushUid, deviceId }))).go();
  const { data: deliveries } = await pushDeliveryEntity.query.byPerson({ pushUid: uid }).go({ pages: 'all' });
  if (deliveries.length > 0) await pushDeliveryEntity.delete(deliveries.map(({ pushUid, receivedId }) => ({ pushUid, receivedId }))).go();
};
