import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestMetrics {
  ddbRequests: number;
  ddbWrites: number;
}

const storage = new AsyncLocalStorage<RequestMetrics>();

/** Runs `work` with a fresh counter of the DynamoDB requests it makes. */
export const withRequestMetrics = async <T>(work: () => Promise<T>) => {
  const metrics: RequestMetrics = { ddbRequests: 0, ddbWrites: 0 };
  const result = await storage.run(metrics, work);
  return { result, metrics };
};

export const currentRequestMetrics = () => storage.getStore();
