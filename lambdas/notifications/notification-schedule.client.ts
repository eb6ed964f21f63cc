import { DeleteScheduleCommand, UpdateScheduleCommand, CreateScheduleCommand } from '@aws-sdk/client-scheduler';
import type { EventDetail } from '../../events/event-catalog.js';
import { eventScheduleInput, scheduleNameOf, schedulerClient } from '../_lib/event-schedule.js';

type SendRequest = EventDetail<'notification.sendRequested'>;

const scheduleName = ({ schoolId, authorUid, notificationId }: SendRequest) =>
  scheduleNameOf('notification-', `${schoolId}/${authorUid}/${notificationId}`);

/** The bus receives the same event an immediate send publishes; the fan-out job takes it. */
const scheduleInput = (request: SendRequest, deliverAt: string) =>
  eventScheduleInput(scheduleName(request), new Date(deliverAt), 'notification.sendRequested', request);

/** One EventBridge Scheduler `at()` schedule per scheduled send, deleted after it fired. */
export const createSendSchedule = async (request: SendRequest, deliverAt: string) => {
  await schedulerClient.send(new CreateScheduleCommand(scheduleInput(request, deliverAt)));
};

export const updateSendSchedule = async (request: SendRequest, deliverAt: string) => {
  await schedulerClient.send(new UpdateScheduleCommand(scheduleInput(request, deliverAt)));
};

export const deleteSendSchedule = async (request: SendRequest) => {
  await schedulerClient.send(new DeleteScheduleCommand({ Name: scheduleName(request) })).catch((error: unknown) => {
    // Already fired (and deleted after completion) or never created: nothing left to cancel.
    if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error;
  });
};
