import { publishEvent } from '../../events/publish.js';
import type { NotificationType } from '../../shared/schemas/notification.schema.js';
import type { Inbox } from './notification-recipients.model.js';

/** People per `notification.pushRequested` event (the event schema allows 100). */
const PEOPLE_PER_EVENT = 100;

interface PushContent {
  receivedId: string;
  type: NotificationType;
  title: string;
  body: string;
}

/**
 * After received items were written: asks the push job to push them, one event per 100 people (a
 * guardian with two children in the audience is pushed once). Publishing again (a retried fan-out)
 * pushes nobody twice: the job keeps a delivery record per person and notification.
 */
export const requestPushes = async (inboxes: Inbox[], content: PushContent) => {
  const people = [...new Set(inboxes.map((inbox) => inbox.recipientUid))];
  for (let start = 0; start < people.length; start += PEOPLE_PER_EVENT) {
    await publishEvent('notification.pushRequested', { ...content, recipientUids: people.slice(start, start + PEOPLE_PER_EVENT) });
  }
};
