import { callApi } from './call-api.js';
import { runtimeConfig } from './config.js';

/**
 * Web Push on this device: the browser's PushSubscription with the stage's VAPID key, kept by the
 * API under a device id this browser chose once (one subscription per device).
 */
const DEVICE_KEY = 'schulapp.pushDevice';
const SUBSCRIBED_KEY = 'schulapp.pushSubscribed';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const deviceId = () => {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
};

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const base64UrlBytes = (text: string) => {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** Whether this device gets pushes: switched on here, allowed by the browser, and still subscribed. */
export const pushState = async (): Promise<PushState> => {
  if (!supported() || !runtimeConfig()?.vapidPublicKey) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (localStorage.getItem(SUBSCRIBED_KEY) !== '1' || Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
};

/** 'Push-Benachrichtigungen erlauben': asks the browser, subscribes and hands the subscription to the API. */
export const enablePush = async (): Promise<PushState> => {
  const publicKey = runtimeConfig()?.vapidPublicKey;
  if (!supported() || !publicKey) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return Notification.permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await callApi('subscribePushDevice', {
    params: { deviceId: deviceId() },
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
  localStorage.setItem(SUBSCRIBED_KEY, '1');
  return 'on';
};

/** Switched off, or the person logs out: the API forgets the device and the browser drops the subscription. */
export const disablePush = async (): Promise<void> => {
  if (!supported() || localStorage.getItem(SUBSCRIBED_KEY) !== '1') return;
  localStorage.removeItem(SUBSCRIBED_KEY);
  await callApi('unsubscribePushDevice', { params: { deviceId: deviceId() } }).catch(() => undefined);
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
};
