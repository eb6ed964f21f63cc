import { jobHandler } from '../_lib/job-handler.js';
import { logger } from '../_lib/observability.js';
import { discardStaleUploads } from './storage-uploads.service.js';

/**
 * Hourly: uploads a closed browser left pending lose their object, record and reserved bytes;
 * cancelled ones, kept until their POST policy expired, lose an object posted after the cancel.
 */
export const handler = jobHandler('storage.cleanupRequested', async () => {
  const discarded = await discardStaleUploads();
  logger.info('stale uploads discarded', { discarded });
});
