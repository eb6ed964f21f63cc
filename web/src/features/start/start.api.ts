import { callApi } from '../../lib/call-api.js';

/** The deployed version (GET /api/health). */
export const getHealth = () => callApi('getHealth');
