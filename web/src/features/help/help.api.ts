import { useApi } from '../../lib/use-api.hook.js';

/** The API's health and deployed version (GET /api/health), asked anew on every visit of /test. */
export const useHealth = () => useApi('getHealth', undefined, { revalidateOnMount: true, dedupingInterval: 0 });
