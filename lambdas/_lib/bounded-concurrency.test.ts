import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './bounded-concurrency.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapWithConcurrency', () => {
  it('keeps the order of the items and never runs more tasks than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      for (let index = 0; index < item; index++) await tick();
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 70]);
    expect(most).toBe(3);
  });

  it('handles no items and rejects with the first failure', async () => {
    expect(await mapWithConcurrency([], 4, () => Promise.resolve(1))).toEqual([]);
    await expect(
      mapWithConcurrency([1, 2], 2, (item) => (item === 2 ? Promise.reject(new Error('boom')) : Promise.resolve(item))),
    ).rejects.toThrow('boom');
  });
});
