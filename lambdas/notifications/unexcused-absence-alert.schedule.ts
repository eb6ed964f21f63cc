import { createHash } from 'node:crypto';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { EVENT_SOURCE, eventCatalog, type EventDetail } from '../../events/event-catalog.js';
import { env } from '../_lib/env.js';
import { traced } from '../_lib/observability.js';

const client = traced(new SchedulerClient({ region: env.region }));

/** Prefix of the schedules of lesson starts (the alert job may create only these). */
export const ABSENCE_ALERT_SCHEDULE_PREFIX = 'absence-alert-';

type Check = EventDetail<'classbook.unexcusedAbsences'>;

/** One schedule per school, day, student and lesson start: every save of the same lesson shares it. */
const scheduleName = ({ schoolId, day, studentUids }: Check, at: Date) =>
  `${ABSENCE_ALERT_SCHEDULE_PREFIX}${createHash('sha256')
    .update(`${schoolId}/${day}/${studentUids.join(',')}/${at.toISOString()}`)
    .digest('hex')
    .slice(0, 40)}`;

/**
 * An EventBridge Scheduler `at()` schedule (deleted after it fired) that puts the alert job's own
 * event on the bus when a lesson begins, so the job then reads the register as it is and alerts
 * only if the student is still absent without excuse. Creating it again for the same start (another
 * save, a retry) finds it there and leaves it.
 */
export const scheduleAlertCheck = async (check: Check, at: Date) => {
  const seconds = new Date(Math.ceil(at.getTime() / 1000) * 1000).toISOString().slice(0, 19);
  try {
    await client.send(
      new CreateScheduleCommand({
        Name: scheduleName(check, at),
        ScheduleExpression: `at(${seconds})`,
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: env.eventBusArn,
          RoleArn: env.schedulerRoleArn,
          EventBridgeParameters: { Source: EVENT_SOURCE, DetailType: 'classbook.unexcusedAbsences' },
          Input: JSON.stringify(eventCatalog['classbook.unexcusedAbsences'].parse(check)),
          RetryPolicy: { MaximumRetryAttempts: 5, MaximumEventAgeInSeconds: 3600 },
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConflictException') throw error;
  }
};
