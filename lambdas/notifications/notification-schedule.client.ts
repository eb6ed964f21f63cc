import { createHash } from 'node:crypto';
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient, UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import { EVENT_SOURCE, eventCatalog, type EventDetail } from '../../events/event-catalog.js';
import { env } from '../_lib/env.js';
import { traced } from '../_lib/observability.js';

const client = traced(new SchedulerClient({ region: env.region }));

type SendRequest = EventDetail<'notification.sendRequested'>;

/** Scheduler names allow 64 characters: a hash of the notification's key. */
const scheduleName = ({ schoolId, authorUid, notificationId }: SendRequest) =>
  `notification-${createHash('sha256').update(`${schoolId}/${authorUid}/${notificationId}`).digest('hex').slice(0, 40)}`;

/** `at()` takes whole seconds without zone (the schedule says UTC): rounded up, so it never fires early. */
const atExpression = (deliverAt: string) => `at(${new Date(Math.ceil(Date.parse(deliverAt) / 1000) * 1000).toISOString().slice(0, 19)})`;

const scheduleInput = (request: SendRequest, deliverAt: string) => ({
  Name: scheduleName(request),
  ScheduleExpression: atExpression(deliverAt),
  ScheduleExpressionTimezone: 'UTC',
  FlexibleTimeWindow: { Mode: 'OFF' as const },
  ActionAfterCompletion: 'DELETE' as const,
  Target: {
    Arn: env.eventBusArn,
    RoleArn: env.schedulerRoleArn,
    // The bus receives the same event an immediate send publishes; the fan-out job takes it.
    EventBridgeParameters: { Source: EVENT_SOURCE, DetailType: 'notification.sendRequested' },
    Input: JSON.stringify(eventCatalog['notification.sendRequested'].parse(request)),
    RetryPolicy: { MaximumRetryAttempts: 5, MaximumEventAgeInSeconds: 3600 },
  },
});

/** One EventBridge Scheduler `at()` schedule per scheduled send, deleted after it fired. */
export const createSendSchedule = async (request: SendRequest, deliverAt: string) => {
  await client.send(new CreateScheduleCommand(scheduleInput(request, deliverAt)));
};

export const updateSendSchedule = async (request: SendRequest, deliverAt: string) => {
  await client.send(new UpdateScheduleCommand(scheduleInput(request, deliverAt)));
};

export const deleteSendSchedule = async (request: SendRequest) => {
  await client.send(new DeleteScheduleCommand({ Name: scheduleName(request) })).catch((error: unknown) => {
    // Already fired (and deleted after completion) or never created: nothing left to cancel.
    if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error;
  });
};
