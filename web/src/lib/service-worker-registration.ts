import { registerSW } from 'virtual:pwa-register';
import { reloadApp } from './app-update.js';

/**
 * Registers the app's service worker (web/src/service-worker.ts; the dev server serves it as a
 * module). A new build's worker waits until 'Nach Update suchen' lets it take over
 * (lib/app-update.ts); when it takes over, in this tab or another, the page reloads.
 */
export const registerServiceWorker = () => {
  void registerSW({ immediate: true, onNeedReload: reloadApp });
};
