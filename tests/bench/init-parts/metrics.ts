/** The baseline with Powertools' Metrics, which every function publishes its EMF metrics with (issue 23). */
import { Metrics } from '@aws-lambda-powertools/metrics';

export { handler } from '../baseline-function.js';
export const metrics = new Metrics({ namespace: 'baseline' });
