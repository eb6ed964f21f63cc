import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { displayPagePath, MAX_DISPLAY_LINKS } from '../../shared/display-links.js';
import type { DisplayLink, DisplayLinkBody, DisplayLinkCreated, DisplayLinkList } from '../../shared/schemas/display-links.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { auditEntryEntity, auditWrite } from '../audit/audit-log.service.js';
import { displayLinkEntity } from './display-link.entity.js';
import { displayLinksVersionEntity } from './display-links-version.entity.js';

const writes = entityService({ displayLinkEntity, displayLinksVersionEntity, auditEntryEntity });

type DisplayLinkItem = EntityItem<typeof displayLinkEntity>;

/** How long an expired link stays in the admin's list (marked 'abgelaufen') before DynamoDB's TTL removes it. */
const EXPIRED_KEPT_DAYS = 30;

/** The stored form of a token: its SHA-256 as hex (keys are lowercased, so not base64). */
export const displayTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const toLink = (item: DisplayLinkItem, today: string): DisplayLink => ({
  id: item.linkId,
  name: item.name,
  createdAt: item.createdAt,
  ...(item.expiresOn !== undefined && { expiresOn: item.expiresOn }),
  expired: item.expiresOn !== undefined && item.expiresOn < today,
});

/** The school's links as stored: one query of the school's partition (at most MAX_DISPLAY_LINKS and the expired ones kept). */
const schoolLinks = async (schoolId: string, consistent = false) =>
  (await displayLinkEntity.query.bySchool({ schoolId }).go({ pages: 'all', consistent })).data;

const listOf = (items: readonly DisplayLinkItem[], now: Date): DisplayLinkList => {
  const today = berlinToday(now);
  return { links: [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((item) => toLink(item, today)) };
};

/** The caller's school's display links, newest first (never their tokens). */
export const listDisplayLinks = async (caller: Caller, now = new Date()): Promise<DisplayLinkList> =>
  listOf(await schoolLinks(caller.schoolId), now);

/**
 * A new display link of the caller's school: 32 random bytes behind the school's id; only the
 * token's hash is stored, and the page path with the token is returned only now. Written together
 * with its audit entry and the school's count of created links (one transaction, on the condition that
 * the count is still the one read before the links, so two creates at once cannot pass the limit
 * together). A last day before today is refused, as is a link beyond MAX_DISPLAY_LINKS (expired ones
 * count until they are revoked or removed).
 */
export const createDisplayLink = async (caller: Caller, body: DisplayLinkBody, now = new Date()): Promise<DisplayLinkCreated> => {
  const today = berlinToday(now);
  if (body.expiresOn !== undefined && body.expiresOn < today) throw new AppError('display-link-expiry-past');
  const schoolId = caller.schoolId;
  // The count first, then the links, read consistently: a create that committed after the count was read fails
  // this one's condition, and one that committed before it is among the links.
  const seenVersion = (await displayLinksVersionEntity.get({ schoolId }).go()).data?.version;
  if ((await schoolLinks(schoolId, true)).length >= MAX_DISPLAY_LINKS) throw new AppError('display-link-limit');
  const token = `${schoolId}.${randomBytes(32).toString('base64url')}`;
  const item: DisplayLinkItem = {
    schoolId,
    tokenHash: displayTokenHash(token),
    linkId: randomUUID(),
    name: body.name,
    createdAt: now.toISOString(),
    ...(body.expiresOn !== undefined && {
      expiresOn: body.expiresOn,
      expiresAt: Date.parse(`${addDays(body.expiresOn, EXPIRED_KEPT_DAYS + 1)}T00:00:00Z`) / 1000,
    }),
  };
  const result = await writes.transaction
    .write((entities) => [
      entities.displayLinkEntity.create(item).commit(),
      seenVersion === undefined
        ? entities.displayLinksVersionEntity.create({ schoolId, version: 1 }).commit()
        : entities.displayLinksVersionEntity
            .patch({ schoolId })
            .set({ version: seenVersion + 1 })
            .where((attr, op) => op.eq(attr.version, seenVersion))
            .commit(),
      auditWrite(entities, caller, { action: 'display-link-created', detail: body.name }),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('conflict');
  return { link: toLink(item, today), path: displayPagePath(token) };
};

/** Ends a link of the caller's school at once (its item removed, with an audit entry in the same transaction); the new list. */
export const revokeDisplayLink = async (caller: Caller, linkId: string, now = new Date()): Promise<DisplayLinkList> => {
  const items = await schoolLinks(caller.schoolId);
  const revoked = items.find((item) => item.linkId === linkId);
  if (!revoked) throw new AppError('not-found');
  const result = await writes.transaction
    .write((entities) => [
      entities.displayLinkEntity
        .delete({ schoolId: revoked.schoolId, tokenHash: revoked.tokenHash })
        .where((attr, op) => op.eq(attr.linkId, linkId))
        .commit(),
      auditWrite(entities, caller, { action: 'display-link-revoked', detail: revoked.name }),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('not-found');
  return listOf(
    items.filter((item) => item !== revoked),
    now,
  );
};
