import { jobHandler } from '../_lib/job-handler.js';
import { pushHeld } from './push-delivery.js';

/** A person's push window opened: their held pushes go out (see push-delivery.ts). */
export const handler = jobHandler('notification.pushWindowOpened', ({ pushUid }) => pushHeld(pushUid));
