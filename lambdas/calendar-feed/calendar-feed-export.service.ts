import { calendarFeedEntity } from './calendar-feed.entity.js';

/** A person's calendar subscriptions (one per subject: their own plan, a guardian's per child). */
export const feedsOfOwner = async (schoolId: string, ownerUid: string) =>
  (await calendarFeedEntity.query.byOwner({ schoolId, ownerUid }).go({ pages: 'all' })).data;

/** The Art. 15 export's view: whose plan and since when, never the token or its hash. */
export const exportCalendarFeeds = async (schoolId: string, uid: string) =>
  (await feedsOfOwner(schoolId, uid)).map(({ subjectUid, createdAt }) => ({ subjectUid, createdAt }));
