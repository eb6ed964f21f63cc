import type { FloorResult } from './floor.js';
import type { CpuPerCall } from './process-cpu.js';

/** One round of an endpoint under autocannon. */
export interface EndpointRound {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  errors: number;
  cpu?: CpuPerCall;
}

/** One round of the floor: the same DynamoDB requests replayed raw right after the endpoint's round. */
export type FloorRound = FloorResult & { cpu?: CpuPerCall };

export interface AlternatedRound {
  endpoint: EndpointRound;
  floor?: FloorRound;
}

/** The median; of an even count, the mean of the middle two. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

const medianCpu = (cpus: (CpuPerCall | undefined)[]): CpuPerCall | undefined => {
  const known = cpus.filter((cpu): cpu is CpuPerCall => cpu !== undefined);
  if (known.length === 0) return undefined;
  return {
    bench_process_ms: round2(median(known.map((cpu) => cpu.bench_process_ms))),
    dynamodb_local_ms: round2(median(known.map((cpu) => cpu.dynamodb_local_ms))),
    rest_of_machine_ms: round2(median(known.map((cpu) => cpu.rest_of_machine_ms))),
  };
};

/**
 * A row's figures from rounds measured endpoint, floor, endpoint, floor, …: each round's ratio is
 * its endpoint's rps over the floor's rps of the same round (measured right after it, so slow drift
 * of the machine's load weighs on both), and the row reports the median ratio with the lowest and
 * highest; rps and latencies are the medians of the rounds, requests and errors their sums.
 */
export const summariseRounds = (rounds: AlternatedRound[]) => {
  const endpoints = rounds.map((round) => round.endpoint);
  const floors = rounds.flatMap((round) => round.floor ?? []);
  const ratios = rounds.flatMap(({ endpoint, floor }) => (floor && floor.floor_rps > 0 ? [round2(endpoint.rps / floor.floor_rps)] : []));
  const endpointCpu = medianCpu(endpoints.map((endpoint) => endpoint.cpu));
  const floorCpu = medianCpu(floors.map((floor) => floor.cpu));
  return {
    rounds: rounds.length,
    p50_ms: median(endpoints.map((endpoint) => endpoint.p50_ms)),
    p99_ms: median(endpoints.map((endpoint) => endpoint.p99_ms)),
    rps: Math.round(median(endpoints.map((endpoint) => endpoint.rps))),
    requests: endpoints.reduce((sum, endpoint) => sum + endpoint.requests, 0),
    errors: endpoints.reduce((sum, endpoint) => sum + endpoint.errors, 0),
    ...(floors.length > 0 && {
      floor_rps: Math.round(median(floors.map((floor) => floor.floor_rps))),
      floor_p50_ms: median(floors.map((floor) => floor.floor_p50_ms)),
      floor_p99_ms: median(floors.map((floor) => floor.floor_p99_ms)),
      floor_errors: floors.reduce((sum, floor) => sum + floor.floor_errors, 0),
    }),
    ...(ratios.length > 0 && {
      ratio: round2(median(ratios)),
      ratio_min: Math.min(...ratios),
      ratio_max: Math.max(...ratios),
      round_ratios: ratios,
    }),
    ...(endpointCpu && { cpu_ms_per_call: { endpoint: endpointCpu, ...(floorCpu && { floor: floorCpu }) } }),
  };
};
