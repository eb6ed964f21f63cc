import { Tracer } from '@aws-lambda-powertools/tracer';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { eventCatalog, EVENT_SOURCE, type EventDetail, type EventName } from './event-catalog.js';

/** Its calls appear as X-Ray subsegments of the function's trace when tracing is on (events/ stands below lambdas/ and imports none of it). */
const client = new Tracer().captureAWSv3Client(new EventBridgeClient({ region: process.env.AWS_REGION ?? 'eu-central-1' }));

/** Validates the detail against the catalog and publishes it to the bus (AWS or the local bus). */
export const publishEvent = async <N extends EventName>(name: N, detail: EventDetail<N>) => {
  const parsed = eventCatalog[name].parse(detail);
  const result = await client.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: process.env.EVENT_BUS_NAME, Source: EVENT_SOURCE, DetailType: name, Detail: JSON.stringify(parsed) }],
    }),
  );
  if (result.FailedEntryCount) throw new Error(`event ${name} was not accepted by the bus`);
};
