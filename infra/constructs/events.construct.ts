import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { resourceName, type StageConfig } from '../stage-config.js';

export interface EventsProps {
  config: StageConfig;
  key: IKey;
}

/** Domain event bus, the role EventBridge Scheduler runs jobs with, and the SNS fan-out topic. */
export class Events extends Construct {
  readonly bus: events.EventBus;
  /** For event rule and schedule targets whose deliveries keep failing. */
  readonly deadLetterQueue: sqs.Queue;
  /** Scheduled sends (notifications, reminders) run with this role; schedules pass it to Scheduler. */
  readonly schedulerRole: iam.Role;
  readonly supportTicketsTopic: sns.Topic;

  constructor(scope: Construct, id: string, { config, key }: EventsProps) {
    super(scope, id);
    const { account } = Stack.of(this);

    this.bus = new events.EventBus(this, 'Bus', { eventBusName: resourceName(config) });
    // Lets failed fan-out jobs be replayed after a fix.
    this.bus.archive('Archive', {
      archiveName: resourceName(config),
      eventPattern: { account: [account] },
      retention: Duration.days(30),
    });

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter queue of the event rules and schedules; its messages wait here for replay.',
    });

    this.schedulerRole = new iam.Role(this, 'SchedulerRole', {
      description: `EventBridge Scheduler runs Schulapp jobs (${config.stage})`,
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
    });
    this.bus.grantPutEventsTo(this.schedulerRole);
    this.deadLetterQueue.grantSendMessages(this.schedulerRole);

    this.supportTicketsTopic = new sns.Topic(this, 'SupportTickets', {
      topicName: resourceName(config, 'support-tickets'),
      masterKey: key,
      enforceSSL: true,
    });
  }
}
