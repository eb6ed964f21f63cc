import { jobHandler } from '../_lib/job-handler.js';
import { deliverPushes } from './push-delivery.service.js';

/** Web Push of received notifications (see push-delivery.service.ts). */
export const handler = jobHandler('notification.pushRequested', (request) => deliverPushes(request));
