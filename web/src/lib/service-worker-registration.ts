import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the app's service worker (web/src/service-worker.ts; the dev server serves it as a
 * module). Update detection ('Neue Version verfügbar') will hook into registerSW's onNeedRefresh.
 */
export const registerServiceWorker = () => {
  void registerSW({ immediate: true });
};
