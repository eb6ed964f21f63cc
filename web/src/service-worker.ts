/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The app's one service worker (vite-plugin-pwa, injectManifest): the app shell precached
 * (index.html, the built scripts and styles, the icons; never /api responses or anything personal),
 * so the app opens offline; Web Push; and updates: a new build's worker installs and waits until
 * the page's 'Neue Version verwenden' sends SKIP_WAITING (web/src/lib/app-update.ts). The pages a
 * person reads offline keep their data in the page (web/src/lib/offline-pages.ts), not here.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const CONFIG_CACHE = 'schulapp-config';

/** /config.json (the Cognito pool's ids, nothing personal): the deployed one, offline the last one fetched. */
const latestConfig = async ({ request }: { request: Request }) => {
  const cache = await caches.open(CONFIG_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
};

// The dev server's modules change all the time: only the production build precaches.
const manifest = self.__WB_MANIFEST;
if (import.meta.env.PROD) {
  cleanupOutdatedCaches();
  precacheAndRoute(manifest);
  // Every page of the app (/weekplan, /todayOverview, …) is the precached index.html, like '/'.
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === '/config.json', latestConfig);
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface PushPayload {
  title: string;
  body: string;
  type: string;
  url: string;
  tag: string;
}

const payloadOf = (event: PushEvent): PushPayload => {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return {
      title: typeof data?.title === 'string' ? data.title : 'Schulapp',
      body: typeof data?.body === 'string' ? data.body : '',
      type: typeof data?.type === 'string' ? data.type : 'info',
      url: typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications',
      tag: typeof data?.tag === 'string' ? data.tag : 'schulapp',
    };
  } catch {
    return { title: 'Schulapp', body: event.data?.text() ?? '', type: 'info', url: '/notifications', tag: 'schulapp' };
  }
};

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
      // A 'Notfall' stays until it is seen.
      requireInteraction: payload.type === 'emergency',
    }),
  );
});

/** A click on a push opens the inbox, in an open window of the app if there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.navigate(url).catch(() => undefined);
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});
