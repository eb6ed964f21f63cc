import { jobHandler } from '../_lib/job-handler.js';
import { pushHeld } from './push-delivery.service.js';

/** A person's push window opened: their held pushes go out (see push-delivery.service.ts). */
export const handler = jobHandler('notification.pushWindowOpened', ({ pushUid }) => pushHeld(pushUid));
