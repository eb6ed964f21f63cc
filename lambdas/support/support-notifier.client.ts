import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { env } from '../_lib/env.js';
import { traced } from '../_lib/observability.js';

const client = traced(new SNSClient({ region: env.region }));

/**
 * Sends the ticket to the support topic (its e-mail subscription is support's inbox, the spec's
 * HubSpot ticket). The message carries the ticket, so it never goes to the logs.
 */
export const notifySupport = async (subject: string, message: Record<string, unknown>) => {
  const result = await client.send(
    new PublishCommand({ TopicArn: env.supportTicketsTopicArn, Subject: subject.slice(0, 100), Message: JSON.stringify(message) }),
  );
  if (!result.MessageId) throw new Error('support ticket was not accepted by the topic');
};
