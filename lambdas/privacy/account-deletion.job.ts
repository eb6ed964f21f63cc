import { jobHandler } from '../_lib/job-handler.js';
import { deleteAccountsDue } from './account-deletion.service.js';

/** Daily: deletes the accounts marked for deletion 30 days ago or earlier (account-deletion.service.ts). */
export const handler = jobHandler('privacy.deletionDue', async () => {
  await deleteAccountsDue();
});
