import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { JOBS_SERVICE, METRICS_NAMESPACE, metricNames, type MetricName } from '../../lambdas/_lib/metric-names.js';
import { resourceName, type StageConfig } from '../stage-config.js';

export interface MonitoringProps {
  config: StageConfig;
  httpApi: HttpApi;
  /** Every function of the stage: the domain functions and the jobs. */
  functions: IFunction[];
  table: ITableV2;
  deadLetterQueue: IQueue;
}

const FIVE_MINUTES = Duration.minutes(5);

/** The thresholds the alarms go off at (docs/operations.md, Observability). */
export const alarmThresholds = {
  /** Percent of API requests answered 5xx, in two of three 5-minute periods. */
  serverErrorRatePercent: 5,
  /** p99 of the API's latency in ms, in two of three 5-minute periods. */
  latencyP99Ms: 3000,
  /** Throttled Lambda invocations (account-wide in the region) or DynamoDB requests of the table in 5 minutes. */
  throttles: 10,
  /** Messages waiting in the dead-letter queue. */
  deadLetters: 1,
  /** Failed job runs in 5 minutes. */
  failedJobs: 1,
};

/**
 * The stage's operations view: an SNS topic for the operator (with the e-mail subscription of the
 * stage config, when given), alarms on the API's 5xx rate and p99 latency, on throttles (Lambda and
 * DynamoDB), on the dead-letter queue and on failed jobs, and one CloudWatch dashboard with the
 * API, the functions, the table, the queue, the jobs and the app's own EMF metrics.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, { config, httpApi, functions, table, deadLetterQueue }: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { topicName: resourceName(config, 'alarms'), enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names, metric values and times only, no personal data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a key of its own would cost more than what it protects.',
    });
    if (config.operatorEmail) this.topic.addSubscription(new EmailSubscription(config.operatorEmail));

    const appMetric = (name: MetricName, service: string, statistic = 'Sum') =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: name,
        dimensionsMap: { service, stage: config.stage },
        statistic,
        period: FIVE_MINUTES,
      });
    /** An app metric of every service (dashboard only: alarms cannot search). */
    const appSearch = (name: MetricName, statistic: string, label: string) =>
      new MathExpression({
        expression: `SEARCH('{${METRICS_NAMESPACE},service,stage} MetricName="${name}" stage="${config.stage}"', '${statistic}', 300)`,
        usingMetrics: {},
        label,
        period: FIVE_MINUTES,
      });

    const requests = httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: '5xx in %',
      period: FIVE_MINUTES,
    });
    const latencyP99 = httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    const lambdaThrottles = new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: FIVE_MINUTES });
    const tableThrottles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
        writes: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
      },
      label: 'DynamoDB throttled requests',
      period: FIVE_MINUTES,
    });
    const deadLetters = deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
    const failedJobs = appMetric(metricNames.jobFailures, JOBS_SERVICE);

    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number, periods = { evaluate: 1, toAlarm: 1 }) => {
      const created = new Alarm(this, alarmId, {
        alarmName: resourceName(
          config,
          alarmId.replace(/[A-Z]/g, (letter, index: number) => (index ? '-' : '') + letter.toLowerCase()),
        ),
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: periods.evaluate,
        datapointsToAlarm: periods.toAlarm,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      created.addOkAction(new SnsAction(this.topic));
      this.alarms.push(created);
      return created;
    };
    const twoOfThree = { evaluate: 3, toAlarm: 2 };
    alarm(
      'ApiServerErrorRate',
      `Over ${alarmThresholds.serverErrorRatePercent} % of API requests answered 5xx`,
      serverErrorRate,
      alarmThresholds.serverErrorRatePercent,
      twoOfThree,
    );
    alarm(
      'ApiLatencyP99',
      `API latency p99 at or over ${alarmThresholds.latencyP99Ms} ms`,
      latencyP99,
      alarmThresholds.latencyP99Ms,
      twoOfThree,
    );
    alarm(
      'LambdaThrottles',
      'Lambda invocations throttled (all functions of the account in this region)',
      lambdaThrottles,
      alarmThresholds.throttles,
    );
    alarm('DynamoDbThrottles', 'Requests to the table throttled', tableThrottles, alarmThresholds.throttles);
    alarm(
      'DeadLetters',
      'Events whose jobs failed after all retries wait in the dead-letter queue',
      deadLetters,
      alarmThresholds.deadLetters,
    );
    alarm(
      'FailedJobs',
      'Job runs failed (EventBridge retries them, then the dead-letter queue takes them)',
      failedJobs,
      alarmThresholds.failedJobs,
    );

    /** One line per function, labelled with its name. */
    const perFunction = (metricOf: (fn: IFunction, options: { period: Duration; label: string }) => IMetric) =>
      functions.map((fn) => metricOf(fn, { period: FIVE_MINUTES, label: "${PROP('Dim.FunctionName')}" }));
    const graph = (title: string, left: IMetric[], width = 8) => new GraphWidget({ title, left, width, height: 6 });
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: resourceName(config), defaultInterval: Duration.hours(6) });
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 3 }));
    this.dashboard.addWidgets(
      graph('API requests and 5xx', [requests, serverErrors, httpApi.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' })]),
      graph('API 5xx rate (%)', [serverErrorRate]),
      graph('API latency p50 / p99 (ms)', [httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }), latencyP99]),
    );
    this.dashboard.addWidgets(
      graph(
        'Lambda errors',
        perFunction((fn, options) => fn.metricErrors({ ...options, statistic: 'Sum' })),
      ),
      graph('Lambda throttles', [lambdaThrottles, ...perFunction((fn, options) => fn.metricThrottles({ ...options, statistic: 'Sum' }))]),
      graph(
        'Lambda duration p99 (ms)',
        perFunction((fn, options) => fn.metricDuration({ ...options, statistic: 'p99' })),
      ),
    );
    this.dashboard.addWidgets(
      graph('DynamoDB throttles', [tableThrottles]),
      graph('DynamoDB consumed capacity', [
        table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
        table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ]),
      graph('Dead-letter queue depth', [deadLetters]),
    );
    this.dashboard.addWidgets(
      graph('Job runs and failures', [appMetric(metricNames.jobRuns, JOBS_SERVICE), failedJobs]),
      graph('Requests and 5xx per domain (EMF)', [
        appSearch(metricNames.requests, 'Sum', 'Requests'),
        appSearch(metricNames.serverErrors, 'Sum', 'ServerErrors'),
      ]),
      graph('DynamoDB requests per call (EMF, average)', [appSearch(metricNames.dynamoDbRequests, 'Average', 'DynamoDbRequests')]),
    );
    this.dashboard.addWidgets(
      graph('Fan-out size (inboxes per send)', [appSearch(metricNames.fanOutInboxes, 'Maximum', 'FanOutInboxes')], 12),
      graph('Import rows per run', [appSearch(metricNames.importRows, 'Maximum', 'ImportRows')], 12),
    );
  }
}
