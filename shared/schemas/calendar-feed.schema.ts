import * as z from 'zod';

/** A feed token: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The public feed path of a token; the web app puts its own origin in front. */
export const calendarFilePath = (token: string) => `/api/ical/${token}.ics`;

/** GET /api/ical/{feed}: the path segment is `<token>.ics`. */
export const calendarFileParamsSchema = z.object({ feed: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) }).strict();

/** The feed itself: an RFC 5545 iCalendar text. */
export const calendarFileSchema = z.string().startsWith('BEGIN:VCALENDAR');

/** GET/DELETE /api/calendar-feed: whether the caller (a guardian: for the active child) has a feed. */
export const calendarFeedStatusSchema = z.object({ feed: z.object({ createdAt: z.string() }).nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar-feed: a new link; the token is shown only now, an older link stops working. */
export const calendarFeedCreatedSchema = z.object({ createdAt: z.string(), path: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
