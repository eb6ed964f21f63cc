import { describe, expect, it } from 'vitest';
import { median, summariseRounds, type AlternatedRound } from './alternated-rounds.js';

const round = (rps: number, floorRps: number | undefined, p50 = 10): AlternatedRound => ({
  endpoint: { rps, p50_ms: p50, p99_ms: p50 * 3, requests: rps * 10, errors: 0 },
  floor: floorRps === undefined ? undefined : { floor_rps: floorRps, floor_p50_ms: 5, floor_p99_ms: 9, floor_errors: 0 },
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('summariseRounds', () => {
  it('reports the median of the per-round ratios with the lowest and highest, not the ratio of the medians', () => {
    const summary = summariseRounds([round(100, 200), round(150, 160), round(90, 100)]);
    expect(summary.round_ratios).toEqual([0.5, 0.94, 0.9]);
    expect(summary.ratio).toBe(0.9);
    expect([summary.ratio_min, summary.ratio_max]).toEqual([0.5, 0.94]);
    expect(summary.rps).toBe(100);
    expect(summary.floor_rps).toBe(160);
    expect(summary.requests).toBe(3400);
    expect(summary.rounds).toBe(3);
  });

  it('gives no floor and no ratio for rows without a floor', () => {
    const summary = summariseRounds([round(500, undefined), round(700, undefined), round(600, undefined)]);
    expect(summary.rps).toBe(600);
    expect(summary).not.toHaveProperty('ratio');
    expect(summary).not.toHaveProperty('floor_rps');
  });
});
