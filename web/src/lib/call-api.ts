import type { apiCall } from './api-client.js';

/**
 * apiCall, loading the client (and with it the route table's zod schemas) on first use: the
 * login route does not need them until the sign-in succeeded.
 */
export const callApi = (async (...args: Parameters<typeof apiCall>) => {
  const client = await import('./api-client.js');
  return client.apiCall(...args);
}) as typeof apiCall;
