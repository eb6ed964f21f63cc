import { createHash } from 'node:crypto';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { EVENT_SOURCE, eventCatalog, type EventDetail, type EventName } from '../../events/event-catalog.js';
import { env } from './env.js';
import { traced } from './observability.js';

export const schedulerClient = traced(new SchedulerClient({ region: env.region }));

/** Scheduler names allow 64 characters: the prefix (which the function's grant names) and a hash of what makes it unique. */
export const scheduleNameOf = (prefix: string, key: string) => `${prefix}${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

/**
 * An EventBridge Scheduler `at()` schedule that puts one event of the catalogue on the bus, deleted
 * after it fired. `at()` takes whole seconds without zone (the schedule says UTC): rounded up, so it
 * never fires early.
 */
export const eventScheduleInput = <N extends EventName>(name: string, at: Date, detailType: N, detail: EventDetail<N>) => ({
  Name: name,
  ScheduleExpression: `at(${new Date(Math.ceil(at.getTime() / 1000) * 1000).toISOString().slice(0, 19)})`,
  ScheduleExpressionTimezone: 'UTC',
  FlexibleTimeWindow: { Mode: 'OFF' as const },
  ActionAfterCompletion: 'DELETE' as const,
  Target: {
    Arn: env.eventBusArn,
    RoleArn: env.schedulerRoleArn,
    EventBridgeParameters: { Source: EVENT_SOURCE, DetailType: detailType },
    Input: JSON.stringify(eventCatalog[detailType].parse(detail)),
    RetryPolicy: { MaximumRetryAttempts: 5, MaximumEventAgeInSeconds: 3600 },
  },
});

/** Creates the schedule once: one that exists under the name (another save, a retry) is left as it is. */
export const scheduleEventOnce = async <N extends EventName>(name: string, at: Date, detailType: N, detail: EventDetail<N>) => {
  try {
    await schedulerClient.send(new CreateScheduleCommand(eventScheduleInput(name, at, detailType, detail)));
  } catch (error) {
    if ((error as Error).name !== 'ConflictException') throw error;
  }
};
