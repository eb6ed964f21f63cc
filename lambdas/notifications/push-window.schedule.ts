import { createHash } from 'node:crypto';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { EVENT_SOURCE, eventCatalog } from '../../events/event-catalog.js';
import { env } from '../_lib/env.js';
import { traced } from '../_lib/observability.js';

const client = traced(new SchedulerClient({ region: env.region }));

/** Prefix of the schedules of opening push windows (the pushing job may create only these). */
export const PUSH_WINDOW_SCHEDULE_PREFIX = 'push-window-';

/** One schedule per person and opening time: every push held for the same opening shares it. */
const scheduleName = (pushUid: string, at: Date) =>
  `${PUSH_WINDOW_SCHEDULE_PREFIX}${createHash('sha256').update(`${pushUid}/${at.toISOString()}`).digest('hex').slice(0, 40)}`;

/**
 * An EventBridge Scheduler `at()` schedule (deleted after it fired) that puts
 * `notification.pushWindowOpened` for the person on the bus when their window opens. Creating it
 * again for the same opening (another held push, a retry) finds it there and leaves it.
 */
export const schedulePushWindow = async (pushUid: string, at: Date) => {
  const seconds = new Date(Math.ceil(at.getTime() / 1000) * 1000).toISOString().slice(0, 19);
  try {
    await client.send(
      new CreateScheduleCommand({
        Name: scheduleName(pushUid, at),
        ScheduleExpression: `at(${seconds})`,
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: env.eventBusArn,
          RoleArn: env.schedulerRoleArn,
          EventBridgeParameters: { Source: EVENT_SOURCE, DetailType: 'notification.pushWindowOpened' },
          Input: JSON.stringify(eventCatalog['notification.pushWindowOpened'].parse({ pushUid })),
          RetryPolicy: { MaximumRetryAttempts: 5, MaximumEventAgeInSeconds: 3600 },
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConflictException') throw error;
  }
};
