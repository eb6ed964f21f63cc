import type { EntityItem } from 'electrodb';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { isConditionFailure, transactionWritten } from '../_lib/condition-failure.js';
import { entityService, MAX_TRANSACTION_ITEMS } from '../_lib/entity-service.js';
import type { Inbox } from './notification-recipients.model.js';
import { receivedNotificationEntity } from './received-notification.entity.js';

const inboxWrites = entityService({ receivedNotificationEntity });

type ReceivedNotification = EntityItem<typeof receivedNotificationEntity>;
export type ReceivedContent = Omit<ReceivedNotification, keyof Inbox | 'unread'>;

/** DynamoDB's limit of items per transaction (also the keys of one batch get). */
const BATCH_SIZE = MAX_TRANSACTION_ITEMS;
const PARALLEL_BATCHES = 4;

const keyOf = (inbox: Inbox, receivedId: string) => ({ ...inbox, receivedId });

/** One item alone: created, or already there (another run wrote it). */
const createOne = async (item: ReceivedNotification) => {
  try {
    await receivedNotificationEntity.create(item).go();
    return 1;
  } catch (error) {
    if (isConditionFailure(error)) return 0;
    throw error;
  }
};

/**
 * A batch: the items not there yet, created in one transaction of conditional puts; if another
 * run wrote some of them meanwhile (the transaction is cancelled), item by item.
 */
const writeBatch = async (inboxes: Inbox[], content: ReceivedContent) => {
  const { data: existing } = await receivedNotificationEntity
    .get(inboxes.map((inbox) => keyOf(inbox, content.receivedId)))
    .go({ attributes: ['schoolId', 'recipientUid', 'subjectUid'] });
  const present = new Set(existing.map((item) => `${item.recipientUid}/${item.subjectUid}`));
  const fresh = inboxes
    .filter((inbox) => !present.has(`${inbox.recipientUid}/${inbox.subjectUid}`))
    .map((inbox) => ({ ...content, ...inbox, unread: true }));
  if (fresh.length === 0) return 0;
  const result = await inboxWrites.transaction
    .write(({ receivedNotificationEntity }) => fresh.map((item) => receivedNotificationEntity.create(item).commit()))
    .go();
  if (transactionWritten(result)) return fresh.length;
  let created = 0;
  for (const item of fresh) created += await createOne(item);
  return created;
};

/**
 * Writes the notification into every inbox exactly once, however often it runs and however many
 * runs overlap: the item key is deterministic (inbox + receivedId) and every write is conditional
 * on the item not existing, so a read mark is never overwritten. Returns how many it created.
 */
export const writeReceivedNotifications = async (inboxes: Inbox[], content: ReceivedContent) => {
  const batches = Array.from({ length: Math.ceil(inboxes.length / BATCH_SIZE) }, (_, index) =>
    inboxes.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
  );
  const created = await mapWithConcurrency(batches, PARALLEL_BATCHES, (batch) => writeBatch(batch, content));
  return created.reduce((sum, count) => sum + count, 0);
};
