/**
 * The baseline with what the architecture asks every API function to load besides it: zod at the
 * edge, Powertools' Tracer (with the X-Ray SDK) and Metrics. The share of a function's ratio spent
 * before its domain's first line.
 */
export { handler } from '../baseline-function.js';
export { probeSchema } from './zod.js';
export { tracer } from './tracer.js';
export { metrics } from './metrics.js';
