import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { pageAccess } from '../shared/routes/page-access.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The local stack hands its Cognito settings over in SCHULAPP_WEB_CONFIG; the dev server serves
 * them as /config.json (dev server and the preview of the production build), the file that CDK
 * writes into the web bucket on AWS.
 */
const serveLocalRuntimeConfig = (server: PreviewServer | ViteDevServer) => {
  server.middlewares.use('/config.json', (_request, response) => {
    const config = process.env.SCHULAPP_WEB_CONFIG;
    response.statusCode = config ? 200 : 404;
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-store');
    response.end(config ?? JSON.stringify({ message: 'start the local stack with npm start' }));
  });
};

const localRuntimeConfig = (): Plugin => ({
  name: 'schulapp-local-runtime-config',
  configureServer: serveLocalRuntimeConfig,
  configurePreviewServer: serveLocalRuntimeConfig,
});

/** Installable: the web app manifest (colours of web/src/app/theme.ts; icons from scripts/build/app-icons.ts). */
const webAppManifest = {
  id: '/',
  name: 'Schulapp',
  short_name: 'Schulapp',
  description: 'Wochenplan, Termine, Pinnwand und Benachrichtigungen deiner Schule',
  lang: 'de',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1d4f91',
  background_color: '#f5f7f9',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

export default defineConfig({
  root: webRoot,
  // The web app imports shared/ as `@shared/…` (the paths of tsconfig.base.json).
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  define: {
    // Shown on /test for support: when this build was made.
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    // Who may open each page, derived from the route table here so its schemas stay out of the first load.
    __PAGE_ACCESS__: JSON.stringify(pageAccess),
  },
  plugins: [
    react(),
    localRuntimeConfig(),
    // The one service worker (web/src/service-worker.ts): the app shell offline, Web Push and update detection.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: webAppManifest,
      // The app shell only: the page, the built scripts and styles, the icons. /config.json and /api are never cached.
      injectManifest: { globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'] },
      devOptions: { enabled: true, type: 'module' },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/build/bundle-report.ts to weigh each route's JavaScript.
    manifest: true,
    rolldownOptions: {
      // A feature's modules only export (their styles are imported for effect): what a page does
      // not use of another feature's index stays out of its chunk.
      treeshake: { moduleSideEffects: [{ test: /\/web\/src\/features\/.+\.tsx?$/, sideEffects: false }] },
    },
  },
  // The dev server's dependency scan cannot follow the PWA plugin's virtual module nor the service
  // worker: found only when first loaded, these made it re-bundle its dependencies and reload the
  // page in the middle of whatever a person (or an e2e test) was doing.
  optimizeDeps: { include: ['workbox-window', 'workbox-precaching', 'workbox-routing'] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.SCHULAPP_WEB_PORT ?? 5173),
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: process.env.SCHULAPP_API_URL ?? 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
});
