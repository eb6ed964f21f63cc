import { calendarFeedRoutes } from '../../shared/routes/calendar-feed.js';
import { domainHandler } from '../_lib/api-handler.js';
import { viewerAddress } from '../_lib/edge.js';
import { resolveCaller } from '../users/caller.service.js';
import { createCalendarFeed, deleteCalendarFeed, getCalendarFeed, getCalendarFile } from './calendar-feed.service.js';

export const handler = domainHandler(calendarFeedRoutes, resolveCaller, {
  getCalendarFeed: ({ caller }) => getCalendarFeed(caller),
  createCalendarFeed: ({ caller }) => createCalendarFeed(caller),
  deleteCalendarFeed: ({ caller }) => deleteCalendarFeed(caller),
  getCalendarFile: ({ input, event }) => getCalendarFile(input.params.feed, viewerAddress(event)),
});
