import type { EntityItem } from 'electrodb';
import webPush from 'web-push';
import type { PushPayload } from '../../shared/schemas/notification.schema.js';
import { logger } from '../_lib/observability.js';
import { pushDeviceEntity } from './push-device.entity.js';
import { vapidKeys } from './vapid-keys.client.js';

type PushDevice = EntityItem<typeof pushDeviceEntity>;

/** A push waits at the push service for a device that is off for up to a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

const deviceKey = (device: PushDevice) => ({ pushUid: device.pushUid, deviceId: device.deviceId });

/**
 * Sends one push to one device: the payload encrypted for the device's keys (RFC 8291,
 * aes128gcm) and signed with the stage's VAPID key. A push service answering 404 or 410 has
 * dropped the subscription: the device is removed. Other failures are logged, not retried (the
 * notification stays in the inbox).
 */
export const sendPush = async (device: PushDevice, payload: PushPayload): Promise<'sent' | 'gone' | 'failed'> => {
  const keys = await vapidKeys();
  // web-push encrypts and signs; the request goes out with fetch (web-push itself speaks https only,
  // the local stack's test push service listens on loopback http).
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      urgency: payload.type === 'emergency' ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      // fetch sets the length itself.
      headers: Object.fromEntries(
        Object.entries(request.headers as Record<string, string | number>)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      ),
      body: request.body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) {
      await pushDeviceEntity.delete(deviceKey(device)).go();
      return 'gone';
    }
    logger.warn('push refused', { status: response.status });
  } catch (error) {
    logger.warn('push failed', { error: (error as Error).name });
  }
  return 'failed';
};
