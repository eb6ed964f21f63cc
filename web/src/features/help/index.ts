import { lazy } from 'react';

export const HelpPage = lazy(() => import('./help.page.js').then((m) => ({ default: m.HelpPage })));
/** Loaded with the app shell only when this device runs a new version (see whats-new.storage.ts). */
export const WhatsNewOnUpdate = lazy(() => import('./whats-new-on-update.component.js').then((m) => ({ default: m.WhatsNewOnUpdate })));
export const SystemPage = lazy(() => import('./system.page.js').then((m) => ({ default: m.SystemPage })));
