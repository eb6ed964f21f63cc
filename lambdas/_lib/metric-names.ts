/** Namespace of the app's own (EMF) metrics; CDK sets it as POWERTOOLS_METRICS_NAMESPACE. */
export const METRICS_NAMESPACE = 'Schulapp';

/** The `service` dimension under which every job counts its runs and failures, whatever its domain: one metric for the failed-jobs alarm. */
export const JOBS_SERVICE = 'jobs';

/**
 * The EMF metrics the handlers publish (all counts), by `service` (the domain, or JOBS_SERVICE) and
 * `stage`; the CDK dashboard and alarms read them by these names.
 */
export const metricNames = {
  /** One per API request. */
  requests: 'Requests',
  /** Per API request 1 for a 5xx answer, else 0: the average is the 5xx rate. */
  serverErrors: 'ServerErrors',
  /** DynamoDB requests of one API call or job run (the request-metrics counter). */
  dynamoDbRequests: 'DynamoDbRequests',
  dynamoDbWrites: 'DynamoDbWrites',
  /** Inboxes one notification fan-out writes to. */
  fanOutInboxes: 'FanOutInboxes',
  /** Rows of a user import's file; lessons planned by a timetable import. */
  importRows: 'ImportRows',
  /** Under JOBS_SERVICE: one per job run, and 1 for a failed run, else 0. */
  jobRuns: 'JobRuns',
  jobFailures: 'JobFailures',
} as const;

export type MetricName = (typeof metricNames)[keyof typeof metricNames];
