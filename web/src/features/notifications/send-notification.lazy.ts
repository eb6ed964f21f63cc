import { lazy } from 'react';

/** The send dialog, loaded when it opens (groups, pins and polls send with it); render it inside `<Suspense>`. */
export const SendNotificationDialog = lazy(() =>
  import('./send-notification.dialog.js').then((m) => ({ default: m.SendNotificationDialog })),
);
