import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { asyncListener } from './async-listener.js';
import { standInTranslation, TRANSLATE_TEXT_TARGET } from './translate-stand-in.js';

export interface BusEvent {
  id: string;
  source: string;
  detailType: string;
  detail: unknown;
  time: string;
}
type Subscriber = (event: BusEvent) => Promise<void> | void;
interface Schedule {
  name: string;
  at: string;
  target: { Arn?: string; Input?: string; EventBridgeParameters?: { Source?: string; DetailType?: string } };
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

/** `at(2026-11-22T07:30:00)` → epoch ms (Scheduler's one-time schedules, in UTC here). */
const parseAtExpression = (expression: string) => {
  const match = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(expression);
  return match ? Date.parse(`${match[1]}Z`) : Number.NaN;
};

/**
 * Stands in for EventBridge (PutEvents), EventBridge Scheduler (one-time `at()` schedules,
 * kept in the data folder across restarts), SNS (Publish) and Amazon Translate (TranslateText, a
 * marked stand-in: translate-stand-in.ts) on one loopback port, so job code
 * runs unchanged through the AWS SDK. Events go to the subscribers registered by detail-type.
 */
export const startLocalEventBus = (port: number, dataDir: string, log: (line: string) => void) => {
  const subscribers = new Map<string, Subscriber[]>();
  const delivered: BusEvent[] = [];
  const timers = new Map<string, NodeJS.Timeout>();
  const schedulesFile = path.join(dataDir, 'schedules.json');
  const schedules = new Map<string, Schedule>(
    fs.existsSync(schedulesFile) ? (JSON.parse(fs.readFileSync(schedulesFile, 'utf8')) as Schedule[]).map((s) => [s.name, s]) : [],
  );
  const saveSchedules = () => fs.writeFileSync(schedulesFile, JSON.stringify([...schedules.values()], null, 2));

  const dispatch = async (event: BusEvent) => {
    delivered.push(event);
    for (const subscriber of subscribers.get(event.detailType) ?? []) {
      try {
        await subscriber(event);
      } catch (error) {
        log(`[events] subscriber of ${event.detailType} failed: ${(error as Error).message}`);
      }
    }
  };

  const arm = (schedule: Schedule) => {
    clearTimeout(timers.get(schedule.name));
    const delay = Math.max(0, parseAtExpression(schedule.at) - Date.now());
    timers.set(
      schedule.name,
      setTimeout(
        () => {
          schedules.delete(schedule.name);
          timers.delete(schedule.name);
          saveSchedules();
          const payload: unknown = schedule.target.Input ? JSON.parse(schedule.target.Input) : {};
          const bus = schedule.target.EventBridgeParameters;
          // A schedule targeting the bus puts its input as the event's detail, as Scheduler does in AWS.
          void dispatch(
            bus?.Source && bus.DetailType
              ? { id: randomUUID(), source: bus.Source, detailType: bus.DetailType, detail: payload, time: new Date().toISOString() }
              : {
                  id: randomUUID(),
                  source: 'aws.scheduler',
                  detailType: 'schedule.fired',
                  detail: { scheduleName: schedule.name, payload },
                  time: new Date().toISOString(),
                },
          );
        },
        Math.min(delay, 2 ** 31 - 1),
      ),
    );
  };
  schedules.forEach(arm);

  const server = http.createServer(
    asyncListener(async (request, response) => {
      const body = await readBody(request);
      const target = String(request.headers['x-amz-target'] ?? '');
      const reply = (status: number, payload: unknown, type = 'application/x-amz-json-1.1') =>
        response.writeHead(status, { 'content-type': type }).end(typeof payload === 'string' ? payload : JSON.stringify(payload));

      if (target === 'AWSEvents.PutEvents') {
        const { Entries = [] } = JSON.parse(body) as { Entries?: { Source: string; DetailType: string; Detail: string }[] };
        const ids = Entries.map((entry) => {
          const id = randomUUID();
          void dispatch({
            id,
            source: entry.Source,
            detailType: entry.DetailType,
            detail: JSON.parse(entry.Detail || '{}') as unknown,
            time: new Date().toISOString(),
          });
          return id;
        });
        return reply(200, { FailedEntryCount: 0, Entries: ids.map((EventId) => ({ EventId })) });
      }
      const scheduleName = /^\/schedules\/(?<name>[^/?]+)/.exec(request.url ?? '')?.groups?.name;
      if (scheduleName !== undefined) {
        const name = decodeURIComponent(scheduleName);
        if (request.method === 'DELETE') {
          clearTimeout(timers.get(name));
          schedules.delete(name);
          saveSchedules();
          return reply(200, {}, 'application/json');
        }
        if (request.method === 'GET') {
          const schedule = schedules.get(name);
          return schedule
            ? reply(200, { Name: name, ScheduleExpression: schedule.at, Target: schedule.target }, 'application/json')
            : reply(404, { Message: 'Schedule not found' }, 'application/json');
        }
        const input = JSON.parse(body) as { ScheduleExpression: string; Target: Schedule['target'] };
        if (Number.isNaN(parseAtExpression(input.ScheduleExpression)))
          return reply(400, { Message: 'only at() expressions are emulated' }, 'application/json');
        const schedule = { name, at: input.ScheduleExpression, target: input.Target };
        schedules.set(name, schedule);
        saveSchedules();
        arm(schedule);
        return reply(200, { ScheduleArn: `arn:aws:scheduler:local:000000000000:schedule/default/${name}` }, 'application/json');
      }
      if (target === TRANSLATE_TEXT_TARGET) {
        const { status, payload } = standInTranslation(body);
        return reply(status, payload);
      }
      if (new URLSearchParams(body).get('Action') === 'Publish') {
        const params = new URLSearchParams(body);
        const messageId = randomUUID();
        void dispatch({
          id: messageId,
          source: 'aws.sns',
          detailType: `sns:${params.get('TopicArn')}`,
          detail: params.get('Message'),
          time: new Date().toISOString(),
        });
        return reply(
          200,
          `<PublishResponse><PublishResult><MessageId>${messageId}</MessageId></PublishResult></PublishResponse>`,
          'text/xml',
        );
      }
      return reply(
        400,
        { message: `operation not emulated: ${target || `${request.method ?? ''} ${request.url ?? ''}`}` },
        'application/json',
      );
    }),
  );
  server.listen(port, '127.0.0.1');

  return {
    server,
    subscribe: (detailType: string, subscriber: Subscriber) =>
      subscribers.set(detailType, [...(subscribers.get(detailType) ?? []), subscriber]),
    delivered: () => [...delivered],
    close: () => {
      timers.forEach(clearTimeout);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
