import type { PushSubscriptionBody } from '../../shared/schemas/notification.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { env } from '../_lib/env.js';
import { pushDeviceEntity } from './push-device.entity.js';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Push services are reached over https; only the local stack also accepts its test receiver on loopback. */
const endpointAllowed = (endpoint: string) => {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return !LOOPBACK_HOSTS.has(url.hostname) || env.pushAllowsLoopback;
  return url.protocol === 'http:' && env.pushAllowsLoopback && LOOPBACK_HOSTS.has(url.hostname);
};

const appRoleOf = (caller: Caller) => {
  if (caller.role === 'service') throw new AppError('no-access-rights');
  return caller.role;
};

/**
 * 'Push-Benachrichtigungen erlauben': the device's subscription, one per device (a new one of the
 * same device replaces the old). It belongs to the caller (a guardian: to the guardian, for every
 * child), with the caller's own school and role, where their push times are.
 */
export const subscribePushDevice = async (caller: Caller, deviceId: string, subscription: PushSubscriptionBody) => {
  if (!endpointAllowed(subscription.endpoint)) throw new AppError('validation-failed', { endpoint: 'not-allowed' });
  await pushDeviceEntity
    .put({
      pushUid: caller.uid,
      deviceId,
      schoolId: caller.schoolId,
      role: appRoleOf(caller),
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      subscribedAt: new Date().toISOString(),
    })
    .go();
  return { deviceId, subscribed: true };
};

/** Logout or 'Push-Benachrichtigungen erlauben' switched off: the device gets no more pushes. Idempotent. */
export const unsubscribePushDevice = async (caller: Caller, deviceId: string) => {
  await pushDeviceEntity.delete({ pushUid: caller.uid, deviceId }).go();
  return { deviceId, subscribed: false };
};
