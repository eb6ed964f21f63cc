import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { EVENT_SOURCE } from '../../events/event-catalog.js';
import { jobSubscriptions } from '../../events/subscriptions.js';
import { lambdaContext } from './lambda-context.js';
import type { BusEvent } from './local-event-bus.js';
import { repoRoot } from './stack-config.js';

interface JobModule {
  handler: (event: EventBridgeEvent<string, unknown>, context: Context) => Promise<void>;
}

/** The EventBridge event a rule target receives. */
const toEventBridgeEvent = (event: BusEvent): EventBridgeEvent<string, unknown> => ({
  version: '0',
  id: event.id,
  'detail-type': event.detailType,
  source: event.source,
  account: '000000000000',
  time: event.time,
  region: process.env.AWS_REGION ?? 'eu-central-1',
  resources: [],
  detail: event.detail,
});

/** The context of one invocation of the job's function. */
const jobContext = (jobId: string, timeoutMinutes: number) =>
  lambdaContext(`schulapp-local-job-${jobId.toLowerCase()}`, randomUUID(), timeoutMinutes * 60_000);

const RATE_UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Runs each job of events/subscriptions.ts in this process when its event reaches the local bus, as the rules do in AWS. */
export const subscribeJobs = (bus: { subscribe: (detailType: string, subscriber: (event: BusEvent) => Promise<void>) => void }) => {
  for (const job of jobSubscriptions) {
    bus.subscribe(job.detailType, async (event) => {
      if (event.source !== EVENT_SOURCE) return;
      const module = (await import(pathToFileURL(path.join(repoRoot, job.entry)).href)) as JobModule;
      await module.handler(toEventBridgeEvent(event), jobContext(job.id, job.timeoutMinutes));
    });
    // Scheduled jobs (rate(n minute|hour|day)s) also run on a timer here, as their schedule rule does in AWS.
    const rate = job.schedule && /^rate\((\d+) (minute|hour|day)s?\)$/.exec(job.schedule);
    if (rate) {
      const every = Number(rate[1]) * RATE_UNIT_MS[rate[2] as keyof typeof RATE_UNIT_MS];
      setInterval(() => {
        void (async () => {
          const module = (await import(pathToFileURL(path.join(repoRoot, job.entry)).href)) as JobModule;
          const time = new Date().toISOString();
          await module.handler(
            toEventBridgeEvent({ id: randomUUID(), source: 'aws.events', detailType: 'Scheduled Event', detail: {}, time }),
            jobContext(job.id, job.timeoutMinutes),
          );
        })().catch(() => undefined);
      }, every).unref();
    }
  }
};
