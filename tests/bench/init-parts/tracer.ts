/** The baseline with Powertools' Tracer and the X-Ray SDK it loads, which every function traces with (issue 23). */
import { Tracer } from '@aws-lambda-powertools/tracer';

export { handler } from '../baseline-function.js';
export const tracer = new Tracer();
