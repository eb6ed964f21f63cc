import type { EventBridgeEvent } from 'aws-lambda';
import { eventCatalog, type EventDetail, type EventName } from '../../events/event-catalog.js';
import { log } from './logger.js';
import { withRequestMetrics } from './request-metrics.js';

/**
 * The Lambda handler of a bus job: validates the detail against the event catalog, runs the job and
 * logs its outcome with the DynamoDB requests it made. A thrown error fails the invocation so that
 * EventBridge retries it and finally sends it to the dead-letter queue.
 */
export const jobHandler =
  <N extends EventName>(name: N, run: (detail: EventDetail<N>) => Promise<void>) =>
  async (event: EventBridgeEvent<N, unknown>) => {
    const started = Date.now();
    const detail = eventCatalog[name].parse(event.detail) as EventDetail<N>;
    try {
      const { metrics } = await withRequestMetrics(() => run(detail));
      log('info', 'job done', { job: name, eventId: event.id, ms: Date.now() - started, ...metrics });
    } catch (error) {
      log('error', 'job failed', { job: name, eventId: event.id, ms: Date.now() - started, error: (error as Error).name });
      throw error;
    }
  };
