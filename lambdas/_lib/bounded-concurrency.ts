/**
 * Maps the items with at most `limit` calls of `task` running at a time (e.g. DynamoDB queries of a
 * whole school year); the results keep the items' order. The first failure rejects the whole map.
 */
export const mapWithConcurrency = async <T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results = new Array<R>(items.length);
  const pending = [...items.entries()];
  const worker = async () => {
    for (let entry = pending.shift(); entry; entry = pending.shift()) {
      const [index, item] = entry;
      results[index] = await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
