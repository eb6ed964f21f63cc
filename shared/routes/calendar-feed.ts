import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFileParamsSchema,
  calendarFileSchema,
} from '../schemas/calendar-feed.schema.js';
import { defineRoutes } from './define-routes.js';

/** Calendar subscription: the caller's own plan (a guardian's: the active child's), one link each. */
export const calendarFeedRoutes = defineRoutes(
  { name: 'calendar-feed' },
  {
    getCalendarFeed: { method: 'GET', path: '/api/calendar-feed', response: calendarFeedStatusSchema },
    createCalendarFeed: { method: 'POST', path: '/api/calendar-feed', response: calendarFeedCreatedSchema },
    deleteCalendarFeed: { method: 'DELETE', path: '/api/calendar-feed', response: calendarFeedStatusSchema },
    /** The subscribed calendar file: public, the secret token in the path is the only credential. */
    getCalendarFile: {
      method: 'GET',
      path: '/api/ical/{feed}',
      access: 'public',
      params: calendarFileParamsSchema,
      response: calendarFileSchema,
      file: { contentType: 'text/calendar; charset=utf-8', cacheControl: 'public, max-age=300' },
    },
  },
);
