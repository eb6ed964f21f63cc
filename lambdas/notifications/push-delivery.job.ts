import { jobHandler } from '../_lib/job-handler.js';
import { deliverPushes } from './push-delivery.js';

/** Web Push of received notifications (see push-delivery.ts). */
export const handler = jobHandler('notification.pushRequested', (request) => deliverPushes(request));
