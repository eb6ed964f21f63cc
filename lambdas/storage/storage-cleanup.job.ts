import { jobHandler } from '../_lib/job-handler.js';
import { log } from '../_lib/logger.js';
import { discardStaleUploads } from './storage.service.js';

/**
 * Hourly: uploads a closed browser left pending lose their object, record and reserved bytes;
 * cancelled ones, kept until their POST policy expired, lose an object posted after the cancel.
 */
export const handler = jobHandler('storage.cleanupRequested', async () => {
  const discarded = await discardStaleUploads();
  log('info', 'stale uploads discarded', { discarded });
});
