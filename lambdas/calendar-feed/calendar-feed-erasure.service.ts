import { calendarFeedCacheEntity } from './calendar-feed-cache.entity.js';
import { feedsOfOwner } from './calendar-feed-export.service.js';
import { calendarFeedTokenEntity } from './calendar-feed-token.entity.js';
import { calendarFeedEntity } from './calendar-feed.entity.js';

/**
 * Removes a deleted account's calendar subscriptions: the token and cached feed first, the feed item
 * last, so a run that stopped in between finds the feed again and finishes (deleting what is gone is no error).
 */
export const eraseCalendarFeeds = async (schoolId: string, uid: string) => {
  for (const feed of await feedsOfOwner(schoolId, uid)) {
    await calendarFeedTokenEntity.delete({ tokenHash: feed.tokenHash }).go();
    await calendarFeedCacheEntity.delete({ tokenHash: feed.tokenHash }).go();
    await calendarFeedEntity.delete({ schoolId, ownerUid: uid, subjectUid: feed.subjectUid }).go();
  }
};
