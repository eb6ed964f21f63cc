import '@aws-amplify/ui-react/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { loadLoginPage } from './app/lazy-pages.js';
import { theme } from './app/theme.js';
import { texts } from './i18n/texts.de.js';
import { configureAuth } from './lib/auth.js';
import { loadRuntimeConfig } from './lib/config.js';

// Dialogs and the drawer render in portals under <body>: give them the theme's variables too.
document.body.dataset.amplifyTheme = theme.name;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// Opened on /login: its lazily loaded page comes beside the runtime config, not after it.
if (window.location.pathname === '/login') void loadLoginPage();

loadRuntimeConfig().then(
  (config) => {
    configureAuth(config);
    // Loaded apart from the entry: the login route's bundle stays small.
    if ('serviceWorker' in navigator) void import('./lib/service-worker-registration.js').then((module) => module.registerServiceWorker());
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <main className="login-page">
        <p role="alert">{texts.startFailed}</p>
      </main>,
    );
  },
);
