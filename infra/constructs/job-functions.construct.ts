import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EVENT_SOURCE } from '../../events/event-catalog.js';
import { jobSubscriptions } from '../../events/subscriptions.js';
import { jobNeeds } from '../function-needs.js';
import { createAppFunction, type AppFunctionResources } from './app-function.js';
import { grantSchedules } from './scheduler-access.js';

/**
 * Jobs (imports run for minutes, fan-outs write many items) run a few at a time, so schools
 * importing or sending together cannot take the concurrency the API needs; further runs wait in
 * Lambda's queue for the asynchronous invocation.
 */
export const JOB_CONCURRENCY = 3;

export type JobFunctionsProps = AppFunctionResources & {
  deadLetterQueue: IQueue;
  schedulerRole: IRole;
  /** The stage's VAPID keys (web-push.construct.ts): read only by the jobs that push. */
  vapidKeys: ISecret;
};

/** Per entry of events/subscriptions.ts: the job's function (its role from infra/function-needs.ts) and the bus rule that invokes it. */
export class JobFunctions extends Construct {
  readonly functions: NodejsFunction[] = [];

  constructor(scope: Construct, id: string, { deadLetterQueue, schedulerRole, vapidKeys, ...resources }: JobFunctionsProps) {
    super(scope, id);
    for (const job of jobSubscriptions) {
      const needs = jobNeeds[job.id];
      if (!needs) throw new Error(`job ${job.id} has no needs in infra/function-needs.ts`);
      const fn = createAppFunction(
        this,
        job.id,
        {
          name: `job-${job.id.toLowerCase()}`,
          // The domain folder of the job's module (lambdas/<domain>/…).
          service: job.entry.split('/')[1] ?? job.id,
          entry: job.entry,
          memorySize: job.memoryMb,
          timeout: Duration.minutes(job.timeoutMinutes),
          needs,
          reservedConcurrency: JOB_CONCURRENCY,
          nativeModules: job.nativeModules,
        },
        resources,
      );
      this.functions.push(fn);
      if (needs.scheduler) grantSchedules(fn, needs.scheduler, schedulerRole, resources.eventBus.eventBusArn);
      if (needs.vapidKeys) {
        vapidKeys.grantRead(fn);
        fn.addEnvironment('VAPID_SECRET_ARN', vapidKeys.secretArn);
      }
      new Rule(this, `${job.id}Rule`, {
        eventBus: resources.eventBus,
        eventPattern: { source: [EVENT_SOURCE], detailType: [job.detailType] },
        targets: [new LambdaFunction(fn, { deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.hours(2) })],
      });
      // A scheduled job: the default bus's schedule rule invokes it with an empty detail.
      if (job.schedule)
        new Rule(this, `${job.id}Schedule`, {
          schedule: Schedule.expression(job.schedule),
          targets: [new LambdaFunction(fn, { deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.hours(1) })],
        });
    }
  }
}
