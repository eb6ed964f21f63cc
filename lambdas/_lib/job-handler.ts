import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { EventBridgeEvent } from 'aws-lambda';
import { eventCatalog, type EventDetail, type EventName } from '../../events/event-catalog.js';
import { metricNames } from './metric-names.js';
import { countMetric, jobMetrics, logger, metrics, tracer } from './observability.js';
import { withRequestMetrics } from './request-metrics.js';

/**
 * The Lambda handler of a bus job: a middy chain that traces the invocation (X-Ray), gives its log
 * lines the Lambda context and the event's id as correlation id, and publishes its EMF metrics;
 * it validates the detail (a detail it refuses counts as a failure) against the event catalog, runs the job and logs its outcome with the
 * DynamoDB requests it made. Every run counts JobRuns and JobFailures (0 or 1) under the service
 * 'jobs' and DynamoDbRequests under the job's domain. A thrown error fails the invocation so that
 * EventBridge retries it and finally sends it to the dead-letter queue.
 */
export const jobHandler = <N extends EventName>(name: N, run: (detail: EventDetail<N>) => Promise<void>) =>
  middy<EventBridgeEvent<N, unknown>, undefined>()
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics([metrics, jobMetrics]))
    .handler(async (event) => {
      logger.setCorrelationId(event.id);
      const started = Date.now();
      jobMetrics.addMetadata('job', name);
      countMetric(metricNames.jobRuns, 1, jobMetrics);
      const { result: failure, metrics: counted } = await withRequestMetrics(async () => {
        try {
          await run(eventCatalog[name].parse(event.detail) as EventDetail<N>);
          return undefined;
        } catch (error) {
          return error as Error;
        }
      });
      countMetric(metricNames.jobFailures, failure ? 1 : 0, jobMetrics);
      countMetric(metricNames.dynamoDbRequests, counted.ddbRequests);
      countMetric(metricNames.dynamoDbWrites, counted.ddbWrites);
      const outcome = { job: name, ms: Date.now() - started, ddbRequests: counted.ddbRequests, ddbWrites: counted.ddbWrites };
      if (failure) {
        logger.error('job failed', { ...outcome, errorName: failure.name });
        throw failure;
      }
      logger.info('job done', outcome);
      return undefined;
    });
