import { jobHandler } from '../_lib/job-handler.js';
import { logger } from '../_lib/observability.js';
import { alignUserRecords } from './user-encryption.service.js';

/** After an admin switched encryptData: the school's user records are sealed or opened (user-encryption.service.ts). */
export const handler = jobHandler('school.encryptDataChanged', async ({ schoolId }) => {
  const { changed } = await alignUserRecords(schoolId);
  logger.info('user records aligned with encryptData', { schoolId, changed });
});
