import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { env } from './env.js';
import { JOBS_SERVICE, METRICS_NAMESPACE, type MetricName } from './metric-names.js';

/**
 * Keys whose values are personal data or secrets. Callers log technical fields only (route, status,
 * codes, counts, ids); should one of these still reach a log line, its value is replaced.
 */
const REDACTED_KEYS = new Set([
  'email',
  'firstName',
  'lastName',
  'displayName',
  'senderName',
  'username',
  'password',
  'phone',
  'address',
  'birthDate',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'body',
]);

export const redactPersonalData = (key: string, value: unknown) => (REDACTED_KEYS.has(key) ? '[redacted]' : value);

/**
 * Structured JSON logs (Powertools Logger): level from POWERTOOLS_LOG_LEVEL, debug
 * for a share of invocations with POWERTOOLS_LOGGER_SAMPLE_RATE, the service from
 * POWERTOOLS_SERVICE_NAME (the function's domain); the middlewares add the Lambda request id and
 * a correlation id (the API request's id, the bus event's id). The event itself is never logged.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'schulapp', jsonReplacerFn: redactPersonalData });

/** EMF metrics of the function's domain (requests, errors, DynamoDB requests per call, fan-out sizes, import rows), by service and stage. */
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? METRICS_NAMESPACE,
  defaultDimensions: { stage: env.stage },
});

/** EMF metrics every job shares (runs, failures), under the one `service` dimension JOBS_SERVICE. */
export const jobMetrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? METRICS_NAMESPACE,
  serviceName: JOBS_SERVICE,
});

/** Adds a count to the invocation's EMF metrics (published when the invocation ends); `to` the shared job metrics or, by default, the domain's. */
export const countMetric = (name: MetricName, value: number, to: Metrics = metrics) => {
  to.addMetric(name, MetricUnit.Count, value);
};

/** X-Ray (Powertools Tracer); off outside Lambda and where POWERTOOLS_TRACE_ENABLED is false. */
export const tracer = new Tracer();

/** An AWS SDK v3 client whose calls appear as X-Ray subsegments when tracing is on. */
export const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);
