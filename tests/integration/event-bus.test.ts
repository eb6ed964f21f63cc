import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { CreateScheduleCommand, DeleteScheduleCommand, GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { describe, expect, it } from 'vitest';

const endpoint = `http://127.0.0.1:${process.env.SCHULAPP_EVENTS_PORT}`;
const clientConfig = { region: 'eu-central-1', endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };

describe('local event bus and scheduler speak the AWS APIs', () => {
  it('accepts PutEvents from the AWS SDK', async () => {
    const result = await new EventBridgeClient(clientConfig).send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: 'schulapp-local',
            Source: 'schulapp',
            DetailType: 'schedule.fired',
            Detail: JSON.stringify({ scheduleName: 'test', payload: {} }),
          },
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(0);
    expect(result.Entries?.[0]?.EventId).toBeTruthy();
  });

  it('creates, reads and deletes one-time schedules', async () => {
    const scheduler = new SchedulerClient(clientConfig);
    await scheduler.send(
      new CreateScheduleCommand({
        Name: 'integration-test',
        ScheduleExpression: 'at(2030-01-01T07:00:00)',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: {
          Arn: 'arn:aws:events:local:000000000000:event-bus/schulapp-local',
          RoleArn: 'arn:aws:iam::000000000000:role/scheduler',
          Input: '{}',
        },
      }),
    );
    expect((await scheduler.send(new GetScheduleCommand({ Name: 'integration-test' }))).ScheduleExpression).toBe('at(2030-01-01T07:00:00)');
    await scheduler.send(new DeleteScheduleCommand({ Name: 'integration-test' }));
    await expect(scheduler.send(new GetScheduleCommand({ Name: 'integration-test' }))).rejects.toThrow();
  });
});
